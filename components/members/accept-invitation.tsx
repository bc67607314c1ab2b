"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, Button, ButtonLink, Card, FormError } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { Role } from "./member-item";

export interface AcceptInvitationProps {
  invitationKey: string;
  teamName: string;
  role: Role;
  /** The address the invitation went to, shown when it is not the signed-in account's. */
  invitedEmail: string | null;
  currentEmail: string;
}

/**
 * A signed-in user's answer to an invitation link. Joining is a deliberate click, never a side effect
 * of opening a page: a link alone cannot put anyone into a workspace.
 */
export function AcceptInvitation({ invitationKey, teamName, role, invitedEmail, currentEmail }: AcceptInvitationProps) {
  const t = useTranslations("members.invitation");
  const router = useRouter();
  const errorText = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [joinedTeamId, setJoinedTeamId] = useState<string>();

  async function join() {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await apiFetch<{ teamId: string }>(`/api/invitation/${encodeURIComponent(invitationKey)}/accept`, { method: "POST" });
      setJoinedTeamId(answer.teamId);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (joinedTeamId) {
    // The shell (workspace switcher, navigation) is server-rendered and kept across client navigations:
    // leaving this card refreshes it, so the new workspace shows. Not at once: refreshing this page
    // would replace the card, as the used invitation link no longer opens it.
    const withFreshShell = (href: string) => (event: { preventDefault(): void }) => {
      event.preventDefault();
      router.push(href);
      router.refresh();
    };
    const membersHref = `/team/${joinedTeamId}/member`;
    return (
      <Card className="max-w-xl">
        <div className="flex flex-col gap-6">
          <Alert tone="success" title={t("joinedTitle", { team: teamName })}>
            {t("joined", { team: teamName })}
          </Alert>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={membersHref} onNavigate={withFreshShell(membersHref)}>
              {t("seeMembers")}
            </ButtonLink>
            <ButtonLink href="/documents" variant="secondary" onNavigate={withFreshShell("/documents")}>
              {t("goToDocuments")}
            </ButtonLink>
          </div>
        </div>
      </Card>
    );
  }

  const otherAddress = invitedEmail && invitedEmail.toLowerCase() !== currentEmail.toLowerCase();
  return (
    <Card className="max-w-xl">
      <div className="flex flex-col gap-5">
        <p className="text-[0.9375rem] leading-6 text-ink-800">{t(role === "ADMIN" ? "invitedAdmin" : "invitedMember", { team: teamName })}</p>
        {otherAddress && <Alert tone="info">{t("otherAddress", { email: invitedEmail, current: currentEmail })}</Alert>}
        <FormError message={error} />
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void join()} loading={busy}>
            {t("join", { team: teamName })}
          </Button>
          <ButtonLink href="/documents" variant="ghost">
            {t("notNow")}
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
