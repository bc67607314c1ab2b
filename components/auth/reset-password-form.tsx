"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AuthShell } from "@/components/layout/auth-shell";
import { Alert, Button, ButtonLink, FormError, PasswordField } from "@/components/ui";
import { apiFetch, isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { fieldErrorsFromApi, hasErrors, useFocusAfterRender, type FieldErrors } from "./form-errors";
import { PASSWORD_MIN } from "./register-values";
import { InvalidLink } from "./invalid-link";
import { TextLink } from "./text-link";

type Field = "password" | "confirmPassword";

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth");
  const tErrors = useTranslations("errors");
  const tValidation = useTranslations("validation");
  const errorText = useErrorMessage();
  const { rootRef, focusAfterRender } = useFocusAfterRender<HTMLDivElement>();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<"done" | "tokenInvalid">();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems: FieldErrors<Field> = {
      password: !password ? tValidation("required") : password.length < PASSWORD_MIN ? tValidation("password") : undefined,
      confirmPassword: !confirmPassword
        ? tValidation("required")
        : password !== confirmPassword
          ? tErrors("passwordsDoNotMatch")
          : undefined,
    };
    setErrors(problems);
    setFormError(undefined);
    if (hasErrors(problems)) {
      focusAfterRender("invalid");
      return;
    }
    setBusy(true);
    try {
      await apiFetch(`/api/reset/${encodeURIComponent(token)}`, { body: { password, confirmPassword } });
      setOutcome("done");
      focusAfterRender("first", "a");
    } catch (caught) {
      const { fields } = fieldErrorsFromApi<Field>(caught, { password: "password", confirmPassword: "confirmPassword" });
      if (hasErrors(fields)) {
        setErrors(fields);
        focusAfterRender("invalid");
      } else if (isApiError(caught) && caught.kind === "server" && caught.status === 400) {
        // The only other 400 is a reset token that is unknown, used or expired.
        setOutcome("tokenInvalid");
        focusAfterRender("first", "a");
      } else {
        setFormError(errorText(caught));
        focusAfterRender("invalid", "input");
      }
    } finally {
      setBusy(false);
    }
  }

  if (outcome === "done") {
    return (
      <AuthShell title={t("resetPassword.doneTitle")}>
        <div ref={rootRef} className="flex flex-col gap-6">
          <Alert tone="success">{t("resetPassword.doneText")}</Alert>
          <ButtonLink href="/auth/login" fullWidth>
            {t("resetPassword.logIn")}
          </ButtonLink>
        </div>
      </AuthShell>
    );
  }

  if (outcome === "tokenInvalid") {
    return <InvalidLink title={t("resetPassword.invalidTitle")} text={t("resetPassword.invalidText")} action={t("resetPassword.requestNewLink")} rootRef={rootRef} />;
  }

  return (
    <AuthShell
      title={t("resetPassword.title")}
      subtitle={t("resetPassword.subtitle")}
      footer={<TextLink href="/auth/login">{t("common.backToLogin")}</TextLink>}
    >
      <div ref={rootRef}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <FormError message={formError} />
          <PasswordField
            label={t("common.password")}
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            hint={errors.password ? undefined : t("common.passwordHint")}
            error={errors.password}
          />
          <PasswordField
            label={t("common.confirmPassword")}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={(event) => {
              setConfirmPassword(event.target.value);
              setErrors((current) => ({ ...current, confirmPassword: undefined }));
            }}
            error={errors.confirmPassword}
          />
          <Button type="submit" fullWidth loading={busy} className="mt-1">
            {t("resetPassword.submit")}
          </Button>
        </form>
      </div>
    </AuthShell>
  );
}
