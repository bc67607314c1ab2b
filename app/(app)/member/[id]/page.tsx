import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MemberEditor } from "@/components/members/member-editor";
import { toMemberItem } from "@/components/members/member-item";
import { NotFoundState } from "@/components/members/not-found-state";
import { requireActor } from "@/lib/auth/page-session";
import { isTeamAdmin } from "@/lib/auth/policy";
import { findVisibleMember } from "@/lib/members/access";
import { getMember } from "@/lib/members/members";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("members.member"))("metaTitle") };
}

type Params = Promise<{ id: string }>;

// Edit one member. A member of a workspace the visitor is not in looks exactly like a missing one.
export default async function MemberPage({ params }: { params: Params }) {
  const [{ id }, actor, t] = await Promise.all([params, requireActor(), getTranslations("members.memberNotFound")]);
  const visible = await findVisibleMember(actor, id);
  if (!visible) return <NotFoundState title={t("title")} text={t("text")} />;
  const member = await getMember(visible.member.id);
  return <MemberEditor key={member._id} initialMember={toMemberItem(member)} currentUserId={actor.user.id} isAdmin={isTeamAdmin(visible.membership)} />;
}
