import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MemberList } from "@/components/members/member-list";
import { toMemberItem } from "@/components/members/member-item";
import { NotFoundState } from "@/components/members/not-found-state";
import { requireActor } from "@/lib/auth/page-session";
import { findTeamRoster } from "@/lib/members/roster";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("members"))("metaTitle") };
}

type Params = Promise<{ teamId: string }>;

// Members of one workspace. Visitors who are not in it see the same "not found" as for a missing one.
export default async function TeamMembersPage({ params }: { params: Params }) {
  const [{ teamId }, actor, t] = await Promise.all([params, requireActor(), getTranslations("members.notFound")]);
  const roster = await findTeamRoster(actor, teamId);
  if (!roster) return <NotFoundState title={t("title")} text={t("text")} />;
  const { team, members } = roster;
  return <MemberList teamId={team.id} teamName={team.name} currentUserId={actor.user.id} initialMembers={members.map(toMemberItem)} />;
}
