import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AcceptInvitation } from "@/components/members/accept-invitation";
import { NotFoundState } from "@/components/members/not-found-state";
import { ButtonLink, PageHeader } from "@/components/ui";
import { requireActor } from "@/lib/auth/page-session";
import { findMembership } from "@/lib/auth/policy";
import { openInvitationForPage } from "@/lib/members/invitations";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("members.invitation"))("metaTitle") };
}

type Params = Promise<{ key: string }>;

// Where an existing user lands from an invitation (via login): one click joins the workspace.
export default async function InvitationPage({ params }: { params: Params }) {
  const [{ key }, actor, t, tErrors] = await Promise.all([params, requireActor(), getTranslations("members.invitation"), getTranslations("errors")]);
  const invitation = key.length <= 200 ? await openInvitationForPage(key) : null;
  if (!invitation) return <NotFoundState title={tErrors("invalidInvitation")} text={t("invalidText")} />;

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

  return (
    <>
      <PageHeader title={t("title")} />
      <AcceptInvitation
        invitationKey={key}
        teamName={invitation.teamName}
        role={invitation.role}
        invitedEmail={invitation.email}
        currentEmail={actor.user.email}
      />
    </>
  );
}
