"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Alert, Button, FormError, SelectField, Switch, TextField } from "@/components/ui";
import { LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { apiFetch } from "@/lib/client/api";
import { useFieldErrors } from "./use-field-errors";

interface ProfileValues {
  title: string;
  firstname: string;
  lastname: string;
  language: string;
  mobilePhone: string;
  instagramUserName: string;
  /** E-mail when a client first opens a share (User.emailNotifications); the switch shows only when given. */
  emailNotifications?: boolean;
}

export function ProfileForm({ initial }: { initial: ProfileValues }) {
  const t = useTranslations("profile");
  const errors = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    errors.clear();
    try {
      const form = new FormData(event.currentTarget);
      // An unchecked box sends nothing, which the server reads as "leave as it is": always say which.
      if (initial.emailNotifications !== undefined) form.set("emailNotifications", form.get("emailNotifications") === "true" ? "true" : "false");
      await apiFetch("/api/profile", { body: form });
      // A new language changes every screen: reload so server components render in it.
      if (form.get("language") !== initial.language) window.location.reload();
      else setSaved(true);
    } catch (error) {
      errors.show(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-5 sm:grid-cols-2" noValidate>
      {errors.formError && <FormError className="sm:col-span-2" message={errors.formError} />}
      {saved && (
        <Alert tone="success" className="sm:col-span-2">
          {t("saved")}
        </Alert>
      )}
      <TextField label={t("firstname")} name="firstname" defaultValue={initial.firstname} required autoComplete="given-name" error={errors.fields.firstname} />
      <TextField label={t("lastname")} name="lastname" defaultValue={initial.lastname} required autoComplete="family-name" error={errors.fields.lastname} />
      <TextField label={t("jobTitle")} name="title" defaultValue={initial.title} autoComplete="organization-title" error={errors.fields.title} />
      <SelectField
        label={t("language")}
        name="language"
        defaultValue={initial.language}
        options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
        error={errors.fields.language}
      />
      <TextField label={t("mobilePhone")} name="mobilePhone" type="tel" defaultValue={initial.mobilePhone} autoComplete="tel" error={errors.fields.mobilePhone} />
      <TextField label={t("instagram")} name="instagramUserName" defaultValue={initial.instagramUserName} hint={t("instagramHint")} error={errors.fields.instagramUserName} />
      {initial.emailNotifications !== undefined && (
        <div role="group" aria-labelledby="profile-notifications-title" className="border-t border-ink-100 pt-4 sm:col-span-2">
          <h3 id="profile-notifications-title" className="mb-2 text-sm font-semibold text-ink-900">
            {t("notificationsTitle")}
          </h3>
          <Switch
            label={t("emailNotifications")}
            description={t("emailNotificationsHint")}
            name="emailNotifications"
            value="true"
            defaultChecked={initial.emailNotifications}
          />
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" loading={busy}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
