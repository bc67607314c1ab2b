"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, Button, ButtonLink, Card } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";

export interface InvitationForOtherAccountProps {
  invitationKey: string;
  teamName: string;
  /** The invited address, masked (s…@example.com): whoever holds the link learns no more. */
  maskedEmail: string;
  currentEmail: string;
}

/**
 * An invitation link opened by an account other than the invited one. It cannot join; the way on is
 * to sign out and use the invited account (the login comes back to this link), or to ask the inviter
 * to send an invitation to this account's own address.
 */
export function InvitationForOtherAccount({ invitationKey, teamName, maskedEmail, currentEmail }: InvitationForOtherAccountProps) {
  const t = useTranslations("members.invitation");
  const [busy, setBusy] = useState(false);

  async function switchAccount() {
    setBusy(true);
    try {
      await apiFetch("/api/logout");
    } finally {
      // A full page load: nothing of the ended session stays in the browser. The login returns here.
      const next = `/invitation/${encodeURIComponent(invitationKey)}`;
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`/auth/login?next=${encodeURIComponent(next)}`);
    }
  }

  return (
    <Card className="max-w-xl">
      <div className="flex flex-col gap-5">
        <Alert tone="warning" title={t("forOtherTitle", { team: teamName })}>
          {t("forOtherAddress", { email: maskedEmail, current: currentEmail })}
        </Alert>
        <p className="text-[0.9375rem] leading-6 text-ink-800">{t("forOtherHelp", { current: currentEmail })}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void switchAccount()} loading={busy}>
            {t("switchAccount")}
          </Button>
          <ButtonLink href="/documents" variant="ghost">
            {t("notNow")}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
