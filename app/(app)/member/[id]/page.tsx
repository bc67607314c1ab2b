import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MemberEditor } from "@/components/members/member-editor";
import { toMemberItem } from "@/components/members/member-item";
import { NotFoundState } from "@/components/members/not-found-state";
import { requireActor } from "@/lib/auth/page-session";
import { findMembership } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { getMember } from "@/lib/members/members";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("members.member"))("metaTitle") };
}

type Params = Promise<{ id: string }>;

// Edit one member. A member of a workspace the visitor is not in looks exactly like a missing one.
export default async function MemberPage({ params }: { params: Params }) {
  const [{ id }, actor, t] = await Promise.all([params, requireActor(), getTranslations("members.memberNotFound")]);
  const row = id.length <= 64 ? await db.member.findUnique({ where: { id }, select: { id: true, teamId: true } }) : null;
  const membership = row ? await findMembership(actor.user.id, row.teamId) : null;
  if (!row || !membership) return <NotFoundState title={t("title")} text={t("text")} />;
  const member = await getMember(row.id);
  return <MemberEditor key={member._id} initialMember={toMemberItem(member)} currentUserId={actor.user.id} isAdmin={membership.role === "ADMIN"} />;
}
