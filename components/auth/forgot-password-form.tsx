"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AuthShell } from "@/components/layout/auth-shell";
import { Alert, Button, ButtonLink, FormError, TextField } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { fieldErrorsFromApi, useFocusAfterRender } from "./form-errors";
import { TextLink } from "./text-link";

export interface ForgotPasswordFormProps {
  /** How long a reset link stays valid, for the success text. */
  linkValidMinutes: number;
}

export function ForgotPasswordForm({ linkValidMinutes }: ForgotPasswordFormProps) {
  const t = useTranslations("auth");
  const tValidation = useTranslations("validation");
  const tAccounts = useTranslations("accounts");
  const errorText = useErrorMessage();
  const { rootRef, focusAfterRender } = useFocusAfterRender<HTMLDivElement>();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ message: string; text: string }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    if (!text.trim()) {
      setError(tValidation("required"));
      focusAfterRender("invalid");
      return;
    }
    setBusy(true);
    try {
      const answer = await apiFetch<{ message?: string } | undefined>("/api/forgot-password", { body: { text: text.trim() } });
      setSent({ message: answer?.message || tAccounts("emailSent"), text: text.trim() });
      focusAfterRender("first", "a");
    } catch (caught) {
      const fieldError = fieldErrorsFromApi(caught, { text: "text" }).fields.text;
      setError(fieldError);
      if (!fieldError) setFormError(errorText(caught));
      focusAfterRender("invalid", "input");
    } finally {
      setBusy(false);
    }
  }

  function startOver() {
    setSent(undefined);
    setText("");
    focusAfterRender("first");
  }

  const footer = (
    <>
      {t("forgotPassword.remembered")} <TextLink href="/auth/login">{t("forgotPassword.logIn")}</TextLink>
    </>
  );

  if (sent) {
    return (
      <AuthShell title={t("forgotPassword.sentTitle")} subtitle={t("forgotPassword.sentSubtitle", { minutes: linkValidMinutes })}>
        <div ref={rootRef} className="flex flex-col gap-6">
          <Alert tone="success" title={sent.message}>
            {t("forgotPassword.sentText", { text: sent.text })}
          </Alert>
          <ButtonLink href="/auth/login" fullWidth>
            {t("common.backToLogin")}
          </ButtonLink>
          <Button variant="ghost" onClick={startOver} className="self-center">
            {t("forgotPassword.tryAgain")}
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t("forgotPassword.title")} subtitle={t("forgotPassword.subtitle")} footer={footer}>
      <div ref={rootRef}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <FormError message={formError} />
          <TextField
            label={t("common.usernameOrEmail")}
            name="text"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" fullWidth loading={busy} className="mt-1">
            {t("forgotPassword.submit")}
          </Button>
        </form>
      </div>
    </AuthShell>
  );
}
