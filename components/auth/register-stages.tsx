"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Alert, PasswordField, SelectField, TextField } from "@/components/ui";
import { CheckCircleIcon } from "@/components/ui/icons";
import { SECTORS, TEAM_SIZES } from "@/lib/accounts/schemas";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { ChoiceTiles } from "./choice-tiles";
import type { RegisterField, RegisterValues, Sector, TeamSize } from "./register-values";
import type { UsernameStatus } from "./use-username-availability";

export interface StageProps {
  values: RegisterValues;
  /** Translated messages per input. */
  errors: Partial<Record<RegisterField, string>>;
  onChange: <K extends RegisterField>(field: K, value: RegisterValues[K]) => void;
}

const TEAM_SIZE_KEYS = { "just-me": "justMe", "2-3": "twoToThree", "more-than-3": "moreThanThree" } as const satisfies Record<TeamSize, string>;

export function AccountStage({
  values,
  errors,
  onChange,
  usernameStatus,
  onUsernameBlur,
  invited,
  invitationTeam,
  invitationEmail,
}: StageProps & { usernameStatus: UsernameStatus; onUsernameBlur: () => void; invited: boolean; invitationTeam?: string; invitationEmail?: string | null }) {
  const t = useTranslations("auth");
  const tErrors = useTranslations("errors");
  const tValidation = useTranslations("validation");
  const usernameError = errors.username ?? (usernameStatus === "taken" ? tErrors("usernameNotAvailable") : undefined);

  let usernameHint: ReactNode = tValidation("username");
  if (usernameStatus === "available") {
    usernameHint = (
      <span className="inline-flex items-center gap-1.5 font-medium text-success-700">
        <CheckCircleIcon className="size-3.5" />
        {t("register.usernameAvailable")}
      </span>
    );
  } else if (usernameStatus === "checking") {
    usernameHint = t("register.usernameChecking");
  }

  return (
    <>
      {invited && (
        <Alert tone="info">
          {invitationTeam && invitationEmail
            ? t("register.invitationFor", { team: invitationTeam, email: invitationEmail })
            : invitationTeam
              ? t("register.invitationTo", { team: invitationTeam })
              : t("register.invitation")}
        </Alert>
      )}
      <TextField
        label={t("common.email")}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.email}
        onChange={(event) => onChange("email", event.target.value)}
        error={errors.email}
      />
      <div>
        <TextField
          label={t("common.username")}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={values.username}
          onChange={(event) => onChange("username", event.target.value)}
          onBlur={onUsernameBlur}
          hint={usernameError ? undefined : usernameHint}
          error={usernameError}
        />
        {/* The hint above is not re-read when it changes; this announces the verdict once. */}
        <p aria-live="polite" className="sr-only">
          {usernameStatus === "available" ? t("register.usernameAvailable") : usernameStatus === "taken" ? tErrors("usernameNotAvailable") : ""}
        </p>
      </div>
      <PasswordField
        label={t("common.password")}
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(event) => onChange("password", event.target.value)}
        hint={errors.password ? undefined : t("common.passwordHint")}
        error={errors.password}
      />
    </>
  );
}

function MobilePhoneField({ values, errors, onChange }: StageProps) {
  const t = useTranslations("auth");
  return (
    <TextField
      label={t("common.mobilePhone")}
      name="mobilePhone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      required
      value={values.mobilePhone}
      onChange={(event) => onChange("mobilePhone", event.target.value)}
      hint={t("register.phone.hint")}
      error={errors.mobilePhone}
    />
  );
}

export function PhoneStage(props: StageProps) {
  return <MobilePhoneField {...props} />;
}

export function ProfileStage(props: StageProps & { askPhoneHere: boolean }) {
  const { values, errors, onChange, askPhoneHere } = props;
  const t = useTranslations("auth");
  return (
    <>
      <TextField
        label={t("common.fullName")}
        name="fullName"
        autoComplete="name"
        autoCapitalize="words"
        required
        value={values.fullName}
        onChange={(event) => onChange("fullName", event.target.value)}
        hint={errors.fullName ? undefined : t("register.profile.fullNameHint")}
        error={errors.fullName}
      />
      <SelectField
        label={t("register.profile.language")}
        name="language"
        value={values.language}
        onChange={(event) => onChange("language", event.target.value as Locale)}
        hint={t("register.profile.languageHint")}
        error={errors.language}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </SelectField>
      {askPhoneHere && <MobilePhoneField {...props} />}
    </>
  );
}

export function SurveyStage({ values, errors, onChange }: StageProps) {
  const t = useTranslations("auth.register.survey");
  const sectors = SECTORS.map((sector) => ({ value: sector, label: t(`sectors.${sector}`) }));
  return (
    <>
      <ChoiceTiles<Sector>
        id="register-primary-sector"
        name="primarySector"
        legend={t("primarySector")}
        options={sectors}
        value={values.primarySector}
        onChange={(value) => onChange("primarySector", value)}
        error={errors.primarySector}
      />
      <ChoiceTiles<Sector>
        id="register-other-sectors"
        name="otherSectors"
        multiple
        legend={t("otherSectors")}
        hint={t("otherSectorsHint")}
        error={errors.otherSectors}
        options={sectors}
        value={values.otherSectors}
        onChange={(value) => onChange("otherSectors", value)}
      />
      <ChoiceTiles<TeamSize>
        id="register-team-size"
        name="teamSize"
        legend={t("teamSize")}
        columns={3}
        options={TEAM_SIZES.map((size) => ({ value: size, label: t(`teamSizes.${TEAM_SIZE_KEYS[size]}`) }))}
        value={values.teamSize}
        onChange={(value) => onChange("teamSize", value)}
        error={errors.teamSize}
      />
    </>
  );
}
