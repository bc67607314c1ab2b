"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert, Button, CodeInput, FormError } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { accountRef } from "./auth-links";
import { fieldErrorsFromApi, useFocusAfterRender } from "./form-errors";

type ResendState = { state: "idle" | "sending" } | { state: "sent" | "failed"; message: string };

export interface ActivationPromptProps {
  /** The username or e-mail typed at login. */
  login: string;
  /** Runs once the code is accepted: signs in again and leaves the page. */
  onActivated: () => Promise<void>;
  /** Back to the login form, e.g. to use another account. */
  onCancel: () => void;
}

/** The 4-digit code prompt shown when logging in to an account that is not activated yet (P0003). */
export function ActivationPrompt({ login, onActivated, onCancel }: ActivationPromptProps) {
  const t = useTranslations("auth.activation");
  const tValidation = useTranslations("validation");
  const tAccounts = useTranslations("accounts");
  const errorText = useErrorMessage();
  const { rootRef, focusAfterRender } = useFocusAfterRender();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resend, setResend] = useState<ResendState>({ state: "idle" });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (code.length !== 4) {
      setError(tValidation("code"));
      focusAfterRender("invalid");
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await apiFetch("/api/account/activate", { body: { code, ...accountRef(login) } });
    } catch (caught) {
      setBusy(false);
      setCode("");
      setError(fieldErrorsFromApi(caught, { code: "code" }).fields.code ?? errorText(caught));
      focusAfterRender("invalid");
      return;
    }
    await onActivated();
  }

  async function resendCode() {
    setResend({ state: "sending" });
    try {
      const answer = await apiFetch<{ message?: string } | undefined>("/api/activation/resend", { body: accountRef(login) });
      setResend({ state: "sent", message: answer?.message || tAccounts("emailSent") });
      setError(undefined);
    } catch (caught) {
      setResend({ state: "failed", message: errorText(caught) });
    }
  }

  return (
    <form ref={rootRef} onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-3 rounded-xl bg-ink-50 py-2 pr-2 pl-3.5 text-sm">
        <p className="min-w-0 truncate text-ink-700">
          <span className="sr-only">{t("account")} </span>
          <span className="font-medium text-ink-900">{login.trim()}</span>
        </p>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          {t("useAnotherAccount")}
        </Button>
      </div>

      <CodeInput
        label={t("codeLabel")}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        error={error}
        hint={t("codeHint")}
        disabled={busy}
        autoFocus
      />

      {resend.state === "sent" && <Alert tone="success">{resend.message}</Alert>}
      {resend.state === "failed" && <FormError message={resend.message} />}

      <Button type="submit" fullWidth loading={busy}>
        {t("submit")}
      </Button>

      <div className="flex flex-wrap items-center justify-center gap-x-1 gap-y-1 border-t border-ink-100 pt-5 text-sm text-ink-600">
        <span>{t("noCode")}</span>
        <Button variant="ghost" size="sm" onClick={resendCode} loading={resend.state === "sending"} disabled={busy}>
          {t("resend")}
        </Button>
      </div>
    </form>
  );
}
