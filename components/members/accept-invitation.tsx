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
}

/**
 * The invited account's answer to its invitation link (the page shows it only to the account of the
 * invited address). Joining is a deliberate click, never a side effect of opening a page.
 */
export function AcceptInvitation({ invitationKey, teamName, role }: AcceptInvitationProps) {
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

  return (
    <Card className="max-w-xl">
      <div className="flex flex-col gap-5">
        <p className="text-[0.9375rem] leading-6 text-ink-800">{t(role === "ADMIN" ? "invitedAdmin" : "invitedMember", { team: teamName })}</p>
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
