"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AuthShell } from "@/components/layout/auth-shell";
import { Button, FormError } from "@/components/ui";
import { apiFetch, isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useFocusAfterRender } from "./form-errors";
import { InvalidLink } from "./invalid-link";
import { TextLink } from "./text-link";

/** The page of the e-mailed one-time sign-in link (lib/accounts/sign-in-link.ts). */
export function SignInLinkForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const errorText = useErrorMessage();
  const { rootRef, focusAfterRender } = useFocusAfterRender<HTMLDivElement>();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [invalid, setInvalid] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(undefined);
    try {
      const { redirect } = await apiFetch<{ redirect: string }>(`/api/sign-in-link/${encodeURIComponent(token)}`, { body: {} });
      window.location.assign(redirect);
    } catch (caught) {
      // The only 400 is a link that is unknown, used or expired.
      if (isApiError(caught) && caught.kind === "server" && caught.status === 400) setInvalid(true);
      else setFormError(errorText(caught));
      focusAfterRender("first", "a");
      setBusy(false);
    }
  }

  if (invalid) {
    return <InvalidLink title={t("signInLink.invalidTitle")} text={t("signInLink.invalidText")} action={t("signInLink.resetPassword")} rootRef={rootRef} />;
  }

  return (
    <AuthShell title={t("signInLink.title")} subtitle={t("signInLink.subtitle")} footer={<TextLink href="/auth/login">{t("common.backToLogin")}</TextLink>}>
      <div ref={rootRef}>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <FormError message={formError} />
          <Button type="submit" fullWidth loading={busy}>
            {t("signInLink.submit")}
          </Button>
        </form>
      </div>
    </AuthShell>
  );
}
