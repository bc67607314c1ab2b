import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AcceptInvitation } from "@/components/members/accept-invitation";
import { InvitationForOtherAccount } from "@/components/members/invitation-for-other-account";
import { NotFoundState } from "@/components/members/not-found-state";
import { Alert, ButtonLink, PageHeader } from "@/components/ui";
import { requireActor } from "@/lib/auth/page-session";
import { findMembership } from "@/lib/auth/policy";
import { invitationForPage } from "@/lib/members/invitations";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("members.invitation"))("metaTitle") };
}

type Params = Promise<{ key: string }>;

// Where a signed-in user lands from an invitation link (the registration page sends them here). Only the
// activated account of the invited address can join; any other account is told whose invitation it is.
export default async function InvitationPage({ params }: { params: Params }) {
  const [{ key }, actor, t, tErrors] = await Promise.all([params, requireActor(), getTranslations("members.invitation"), getTranslations("errors")]);
  const invitation = key.length <= 200 ? await invitationForPage(key, actor.user) : ({ state: "invalid" } as const);
  if (invitation.state === "invalid") return <NotFoundState title={tErrors("invalidInvitation")} text={t("invalidText")} />;
  if (invitation.state === "expired") return <NotFoundState title={t("expiredTitle")} text={t("expiredText", { team: invitation.teamName })} />;

  if (!invitation.forThisAccount) {
    return (
      <>
        <PageHeader title={t("title")} />
        <InvitationForOtherAccount invitationKey={key} teamName={invitation.teamName} maskedEmail={invitation.maskedEmail} currentEmail={actor.user.email} />
      </>
    );
  }

  if (await findMembership(actor.user.id, invitation.teamId)) {
    return (
      <>
        <PageHeader title={t("title")} />
        <div className="flex max-w-xl flex-col gap-5">
          <p className="text-[0.9375rem] leading-6 text-ink-800">{t("alreadyMember", { team: invitation.teamName })}</p>
          <div>
            <ButtonLink href={`/team/${invitation.teamId}/member`}>{t("seeMembers")}</ButtonLink>
          </div>
        </div>
      </>
    );
  }

  if (invitation.needsActivation) {
    return (
      <>
        <PageHeader title={t("title")} />
        <Alert tone="info" className="max-w-xl">
          {t("needsActivation", { team: invitation.teamName })}
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t("title")} />
      <AcceptInvitation invitationKey={key} teamName={invitation.teamName} role={invitation.role} />
    </>
  );
}
