"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AuthShell } from "@/components/layout/auth-shell";
import { Alert, Button, Checkbox, FormError, PasswordField, TextField } from "@/components/ui";
import { apiFetch, isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { ActivationPrompt } from "./activation-prompt";
import { fieldErrorsFromApi, hasErrors, useFocusAfterRender, type FieldErrors } from "./form-errors";
import { TextLink } from "./text-link";

type Field = "username" | "password";

export interface LoginFormProps {
  /** The visitor was sent here because the session ended (?session=ended). */
  sessionEnded?: boolean;
  /** Where to go after login (?next=); the server only follows same-site paths. */
  next?: string;
  registerHref: string;
}

export function LoginForm({ sessionEnded = false, next, registerHref }: LoginFormProps) {
  const t = useTranslations("auth");
  const tErrors = useTranslations("errors");
  const tValidation = useTranslations("validation");
  const errorText = useErrorMessage();
  const { rootRef, focusAfterRender } = useFocusAfterRender();
  const [mode, setMode] = useState<"login" | "activate">("login");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  /** Signs in with the typed credentials and leaves for the app; throws the API error. */
  async function signIn() {
    const answer = await apiFetch<{ redirect: string }>("/api/login", {
      body: { username: username.trim(), password, rememberme: rememberMe, ...(next ? { redirect: next } : {}) },
    });
    // A full navigation, so the server components of the app see the new session cookie.
    window.location.assign(answer.redirect);
  }

  function showError(error: unknown) {
    const { fields, unmatched } = fieldErrorsFromApi<Field>(error, { username: "username", password: "password" });
    setErrors(fields);
    setFormError(!hasErrors(fields) || unmatched ? errorText(error) : undefined);
    focusAfterRender("invalid", 'input[name="password"]');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems: FieldErrors<Field> = {
      username: username.trim() ? undefined : tValidation("required"),
      password: password ? undefined : tValidation("required"),
    };
    setErrors(problems);
    setFormError(undefined);
    setNotice(undefined);
    if (hasErrors(problems)) {
      focusAfterRender("invalid");
      return;
    }
    setBusy(true);
    try {
      await signIn();
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.code === "P0003") setMode("activate");
      else showError(error);
    }
  }

  /** After the code was accepted: sign in again with the same credentials, or hand back to the form. */
  async function continueAfterActivation() {
    try {
      await signIn();
    } catch (error) {
      setMode("login");
      setNotice(t("login.activatedNotice"));
      showError(error);
    }
  }

  function backToLogin() {
    setMode("login");
    focusAfterRender("first");
  }

  if (mode === "activate") {
    return (
      <AuthShell title={t("activation.title")} subtitle={tErrors("activationRequired")}>
        <ActivationPrompt login={username} onActivated={continueAfterActivation} onCancel={backToLogin} />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={t("login.title")}
      subtitle={t("login.subtitle")}
      footer={
        <>
          {t("login.noAccount")} <TextLink href={registerHref}>{t("login.register")}</TextLink>
        </>
      }
    >
      <form ref={rootRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
        {sessionEnded && !formError && !notice && <Alert tone="info">{tErrors("sessionEnded")}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
        <FormError message={formError} />

        <TextField
          label={t("common.usernameOrEmail")}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            setErrors((current) => ({ ...current, username: undefined }));
          }}
          error={errors.username}
        />
        <PasswordField
          label={t("common.password")}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
        />

        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <Checkbox label={t("login.rememberMe")} name="rememberme" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
          <TextLink href="/auth/forgot-password" variant="standalone" className="text-sm">
            {t("login.forgotPassword")}
          </TextLink>
        </div>

        <Button type="submit" fullWidth loading={busy} className="mt-1">
          {t("login.submit")}
        </Button>
      </form>
    </AuthShell>
  );
}
