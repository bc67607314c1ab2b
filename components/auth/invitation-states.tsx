"use client";

import { useTranslations } from "next-intl";
import { AuthShell } from "@/components/layout/auth-shell";
import { Alert, ButtonLink, DelayedSpinner } from "@/components/ui";
import { TextLink } from "./text-link";

// What the registration page shows instead of the form while an invitation link is checked, when it
// is not valid, and when the invited address already has an account.

export function InvitationChecking() {
  const t = useTranslations("auth.register");
  return (
    <AuthShell title={t("account.invitedTitle")}>
      <div className="flex min-h-24 items-center justify-center text-accent-600">
        <DelayedSpinner size="lg" label={t("invitationChecking")} />
      </div>
    </AuthShell>
  );
}

/** An unknown or used invitation link, or (`expired`) one past its 7 days: the inviter can send it again. */
export function InvalidInvitation({ expired = false }: { expired?: boolean }) {
  const t = useTranslations("auth.register");
  const tErrors = useTranslations("errors");
  return (
    <AuthShell
      title={expired ? t("expiredInvitationTitle") : tErrors("invalidInvitation")}
      footer={
        <>
          {t("haveAccount")} <TextLink href="/auth/login">{t("logIn")}</TextLink>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <Alert tone="error">{t(expired ? "expiredInvitationText" : "invalidInvitationText")}</Alert>
        <ButtonLink href="/auth/register" variant="secondary" fullWidth>
          {t("withoutInvitation")}
        </ButtonLink>
      </div>
    </AuthShell>
  );
}

export function ExistingUserInvitation({ invitationKey, email, teamName }: { invitationKey: string; email: string | null; teamName: string }) {
  const t = useTranslations("auth.register");
  const next = `/invitation/${encodeURIComponent(invitationKey)}`;
  return (
    <AuthShell title={t("existingUserTitle")}>
      <div className="flex flex-col gap-6">
        <Alert tone="info">{t("existingUserText", { email: email ?? "", team: teamName })}</Alert>
        <ButtonLink href={`/auth/login?next=${encodeURIComponent(next)}`} fullWidth>
          {t("logInToJoin")}
        </ButtonLink>
      </div>
    </AuthShell>
  );
}
