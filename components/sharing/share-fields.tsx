"use client";

import { useTranslations } from "next-intl";
import { Switch, TextareaField, TextField } from "@/components/ui";
import { LandingImageField } from "./landing-image-field";
import { isPinCandidate, isoDay, LIMITS, withPin, type ShareFormField, type ShareFormValues } from "./share-form";

export interface ShareFieldsProps {
  values: ShareFormValues;
  onChange: (values: ShareFormValues) => void;
  /** Translated problems by field: the form's own rules once touched, and the server's. */
  errors: Partial<Record<ShareFormField, string>>;
  teamId: string;
  disabled: boolean;
}

/** The link form (message, landing image, expiry, name, printing, PIN), then the e-mail's own fields. */
export function ShareFields({ values, onChange, errors, teamId, disabled }: ShareFieldsProps) {
  const t = useTranslations("share.form");
  const set = <K extends keyof ShareFormValues>(key: K, value: ShareFormValues[K]) => onChange({ ...values, [key]: value });
  const text = (key: "linkName" | "from" | "to" | "subject" | "msgLinkText" | "msgBadge") => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
    disabled,
  });

  return (
    <div className="flex flex-col gap-4">
      {values.type === "email" && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{t("emailLegend")}</legend>
          <TextField label={t("from")} maxLength={LIMITS.from} autoComplete="name" {...text("from")} />
          <TextField label={t("to")} type="email" inputMode="email" autoComplete="email" required maxLength={320} {...text("to")} />
          <TextField label={t("subject")} required maxLength={LIMITS.subject} containerClassName="sm:col-span-2" {...text("subject")} />
          <TextareaField label={t("msgPrefix")} rows={3} maxLength={LIMITS.emailText} containerClassName="sm:col-span-2" value={values.msgPrefix} onChange={(event) => set("msgPrefix", event.target.value)} error={errors.msgPrefix} disabled={disabled} />
          <TextField label={t("msgLinkText")} maxLength={LIMITS.emailText} hint={t("msgLinkTextHint")} {...text("msgLinkText")} />
          <TextField label={t("msgBadge")} maxLength={LIMITS.emailText} hint={t("msgBadgeHint")} {...text("msgBadge")} />
          <TextareaField label={t("msgSuffix")} rows={2} maxLength={LIMITS.emailText} containerClassName="sm:col-span-2" value={values.msgSuffix} onChange={(event) => set("msgSuffix", event.target.value)} error={errors.msgSuffix} disabled={disabled} />
        </fieldset>
      )}
      <TextareaField
        label={t("message")}
        hint={t("messageHint")}
        rows={3}
        maxLength={LIMITS.message}
        value={values.message}
        onChange={(event) => set("message", event.target.value)}
        error={errors.message}
        disabled={disabled}
      />
      <LandingImageField teamId={teamId} value={values.landingImage} onChange={(id) => set("landingImage", id)} error={errors.landingImage} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("linkName")} hint={t("linkNameHint")} maxLength={LIMITS.linkName} {...text("linkName")} />
        <TextField
          label={t("expiryDate")}
          type="date"
          required
          min={isoDay(new Date())}
          value={values.expiryDate}
          onChange={(event) => set("expiryDate", event.target.value)}
          error={errors.expiryDate}
          disabled={disabled}
        />
      </div>
      <Switch label={t("preventPrinting")} description={t("preventPrintingHint")} checked={values.preventPrinting} onChange={(event) => set("preventPrinting", event.target.checked)} disabled={disabled} />
      <div className="flex flex-col gap-3 rounded-xl border border-ink-200 p-4">
        <TextField
          label={t("pin")}
          hint={t("pinHint")}
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{4}"
          maxLength={4}
          className="w-28 font-mono tracking-[0.3em]"
          value={values.pin}
          onChange={(event) => onChange(withPin(values, event.target.value.trim()))}
          error={errors.pin}
          disabled={disabled}
        />
        <Switch
          label={t("pinEnabled")}
          description={isPinCandidate(values.pin) ? undefined : t("pinEnabledOff")}
          checked={values.pinEnabled}
          onChange={(event) => set("pinEnabled", event.target.checked)}
          disabled={disabled || !isPinCandidate(values.pin)}
        />
      </div>
    </div>
  );
}
