"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert, Button, FormError, PasswordField } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useFieldErrors } from "./use-field-errors";

export function ChangePasswordForm() {
  const t = useTranslations("changePassword");
  const tErrors = useTranslations("errors");
  const errors = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [mismatch, setMismatch] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const body = Object.fromEntries(form) as Record<string, string>;
    setDone(false);
    errors.clear();
    setMismatch(body.password !== body.confirmPassword);
    if (body.password !== body.confirmPassword) return;
    setBusy(true);
    try {
      await apiFetch("/api/change-password", { body });
      formElement.reset();
      setDone(true);
    } catch (error) {
      errors.show(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <FormError message={errors.formError} />
      {done && <Alert tone="success">{t("done")}</Alert>}
      <PasswordField label={t("current")} name="currentPassword" autoComplete="current-password" required error={errors.fields.currentPassword} />
      <PasswordField label={t("new")} name="password" autoComplete="new-password" required hint={t("newHint")} error={errors.fields.password} />
      <PasswordField
        label={t("confirm")}
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={mismatch ? tErrors("passwordsDoNotMatch") : errors.fields.confirmPassword}
      />
      <div>
        <Button type="submit" loading={busy}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
