"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { AuthShell } from "@/components/layout/auth-shell";
import { Button, FormError } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { fieldErrorsFromApi, hasErrors, useFocusAfterRender } from "./form-errors";
import { ExistingUserInvitation, InvalidInvitation, InvitationChecking } from "./invitation-states";
import { AccountStage, PhoneStage, ProfileStage, SurveyStage } from "./register-stages";
import {
  API_PATH_TO_FIELD,
  isUsernameWellFormed,
  registerBody,
  stageOf,
  stagesFor,
  validateStage,
  type RegisterField,
  type RegisterValues,
  type Stage,
  type StageProblems,
} from "./register-values";
import { StepIndicator } from "./step-indicator";
import { TextLink } from "./text-link";
import { useInvitationCheck } from "./use-invitation-check";
import { useUsernameAvailability } from "./use-username-availability";

export interface RegisterFormProps {
  /** The browser language is Turkish: the phone step is part of the flow. */
  askPhone: boolean;
  invitationKey?: string;
  refCode?: string;
  /** "Use this design" from a design preview: the account starts with a document made from it. */
  designTemplateId?: string;
  /** The "log in" link (back to the design preview after signing in, when there is one). */
  loginHref?: string;
}

type Errors = Partial<Record<RegisterField, string>>;

export function RegisterForm({ askPhone, invitationKey, refCode, designTemplateId, loginHref = "/auth/login" }: RegisterFormProps) {
  const t = useTranslations("auth");
  const tAll = useTranslations();
  const tErrors = useTranslations("errors");
  const locale = useLocale();
  const errorText = useErrorMessage();
  const username = useUsernameAvailability();
  const { rootRef, focusAfterRender } = useFocusAfterRender();

  const stages = stagesFor(askPhone);
  const [stage, setStage] = useState<Stage>("account");
  const [values, setValues] = useState<RegisterValues>(() => ({
    email: "",
    username: "",
    password: "",
    mobilePhone: "",
    fullName: "",
    language: isLocale(locale) ? locale : DEFAULT_LOCALE,
    primarySector: "",
    otherSectors: [],
    teamSize: "",
  }));
  // An invitation link is checked first: an unknown or expired key or an existing account replaces the form. The
  // invited address comes masked (the link may have travelled), so it is shown, not filled in.
  const invitation = useInvitationCheck(invitationKey);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const index = stages.indexOf(stage);
  const isLast = index === stages.length - 1;

  function change<K extends RegisterField>(field: K, value: RegisterValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    if (field === "username") username.schedule(value as string);
  }

  function translate(problems: StageProblems): Errors {
    return Object.fromEntries(
      Object.entries(problems).flatMap(([field, problem]) => (problem ? [[field, tAll(problem.key, problem.values)]] : [])),
    );
  }

  function goTo(next: Stage) {
    setStage(next);
    setFormError(undefined);
    focusAfterRender("first");
  }

  function showProblems(problems: Errors) {
    setErrors(problems);
    focusAfterRender("invalid");
  }

  async function continueFrom(current: Stage) {
    const problems = translate(validateStage(current, values, askPhone));
    if (hasErrors(problems)) return showProblems(problems);
    if (current === "account") {
      setBusy(true);
      const available = await username.check(values.username);
      setBusy(false);
      if (available === false) return showProblems({ username: tErrors("usernameNotAvailable") });
    }
    if (isLast) return submit();
    goTo(stages[index + 1]);
  }

  async function submit() {
    setBusy(true);
    setFormError(undefined);
    try {
      const answer = await apiFetch<{ redirect: string }>("/api/register", {
        body: registerBody(values, { askPhone, invitationKey, refCode, designTemplateId }),
      });
      // A full navigation, so the app's server components see the new session cookie.
      window.location.assign(answer.redirect);
    } catch (error) {
      setBusy(false);
      const { fields, unmatched } = fieldErrorsFromApi<RegisterField>(error, API_PATH_TO_FIELD);
      if (!hasErrors(fields)) {
        setFormError(errorText(error));
        focusAfterRender("invalid", "button[type=submit]");
        return;
      }
      if (fields.username) username.markTaken(values.username);
      // Back to the earliest step holding a rejected input.
      const target = stages.find((candidate) => Object.keys(fields).some((field) => stageOf(field as RegisterField, askPhone) === candidate));
      setErrors(fields);
      setFormError(unmatched ? errorText(error) : undefined);
      if (target && target !== stage) setStage(target);
      focusAfterRender("invalid");
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) void continueFrom(stage);
  }

  if (invitation.state === "checking") return <InvitationChecking />;
  if (invitation.state === "invalid") return <InvalidInvitation />;
  if (invitation.state === "expired") return <InvalidInvitation expired />;
  if (invitation.state === "valid" && invitation.existingUser && invitationKey) {
    return <ExistingUserInvitation invitationKey={invitationKey} email={invitation.email} teamName={invitation.teamName} />;
  }

  const invited = Boolean(invitationKey);
  const titles: Record<Stage, { title: string; subtitle: string }> = {
    account: {
      title: t(invited ? "register.account.invitedTitle" : "register.account.title"),
      subtitle: t("register.account.subtitle"),
    },
    phone: { title: t("register.phone.title"), subtitle: t("register.phone.subtitle") },
    profile: { title: t("register.profile.title"), subtitle: t("register.profile.subtitle") },
    survey: { title: t("register.survey.title"), subtitle: t("register.survey.subtitle") },
  };
  const stageProps = { values, errors, onChange: change };

  return (
    <AuthShell
      title={titles[stage].title}
      subtitle={titles[stage].subtitle}
      footer={
        <>
          {t("register.haveAccount")} <TextLink href={loginHref}>{t("register.logIn")}</TextLink>
        </>
      }
    >
      <StepIndicator current={index + 1} total={stages.length} label={t("register.step", { current: index + 1, total: stages.length })} className="mb-6" />
      <form ref={rootRef} key={stage} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormError message={formError} />

        {stage === "account" && (
          <AccountStage
            {...stageProps}
            invited={invited}
            invitationTeam={invitation.state === "valid" ? invitation.teamName : undefined}
            invitationEmail={invitation.state === "valid" ? invitation.email : undefined}
            usernameStatus={username.statusOf(values.username)}
            onUsernameBlur={() => {
              if (values.username.trim() && !isUsernameWellFormed(values.username)) {
                setErrors((current) => ({ ...current, username: tAll("validation.username") }));
              }
            }}
          />
        )}
        {stage === "phone" && <PhoneStage {...stageProps} />}
        {stage === "profile" && <ProfileStage {...stageProps} askPhoneHere={!askPhone && values.language === "tr"} />}
        {stage === "survey" && <SurveyStage {...stageProps} />}

        <div className="mt-1 flex gap-3">
          {index > 0 && (
            <Button variant="secondary" onClick={() => goTo(stages[index - 1])} disabled={busy}>
              {t("common.back")}
            </Button>
          )}
          <Button type="submit" loading={busy} className="flex-1">
            {isLast ? t("register.submit") : t("common.continue")}
          </Button>
        </div>
      </form>
    </AuthShell>
  );
}
