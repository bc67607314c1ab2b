import type { Prisma } from "@/lib/db/generated/client";
import { invitationExpiresAt } from "./invitation-expiry";

/** The columns every member answer is built from. */
export const memberSelect = {
  id: true,
  teamId: true,
  userId: true,
  role: true,
  invitationEmail: true,
  invitedAt: true,
  acceptedAt: true,
  team: { select: { id: true, name: true } },
  user: { select: { id: true, firstname: true, lastname: true, email: true } },
} satisfies Prisma.MemberSelect;

export type MemberRow = Prisma.MemberGetPayload<{ select: typeof memberSelect }>;

/**
 * The member as the API answers it. `_id` mirrors the spec's clients; `account` is the person once the
 * invitation is accepted (null while pending), `invitation` the address the invitation went to.
 */
export function memberView(row: MemberRow) {
  const active = Boolean(row.userId && row.acceptedAt);
  return {
    _id: row.id,
    role: row.role,
    team: { _id: row.team.id, name: row.team.name },
    account: row.user ? { _id: row.user.id, firstname: row.user.firstname, lastname: row.user.lastname, email: row.user.email } : null,
    invitation: row.invitationEmail ? { email: row.invitationEmail } : null,
    status: active ? ("active" as const) : ("pending" as const),
    invitedAt: row.invitedAt,
    acceptedAt: row.acceptedAt,
    // A pending invitation's link stops working then (resending renews it); null once accepted.
    expiresAt: !active && row.invitedAt ? invitationExpiresAt(row.invitedAt) : null,
  };
}

export type MemberView = ReturnType<typeof memberView>;

/** The name a member is listed under: the person's name, else the invited address. */
export const memberDisplayName = (member: Pick<MemberView, "account" | "invitation">) =>
  member.account ? `${member.account.firstname} ${member.account.lastname}`.trim() : (member.invitation?.email ?? "");

/** Admins first, then by name (pending invitations by their address), in a stable, case-blind order. */
export function compareMembers(a: MemberView, b: MemberView): number {
  if (a.role !== b.role) return a.role === "ADMIN" ? -1 : 1;
  return memberDisplayName(a).localeCompare(memberDisplayName(b), "en", { sensitivity: "base" }) || a._id.localeCompare(b._id);
}
