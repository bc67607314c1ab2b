// The member as client components hold it: the API's answer, with dates as ISO strings.
import type { MemberView } from "@/lib/members/view";

export type Role = "ADMIN" | "MEMBER";

export type MemberItem = Omit<MemberView, "invitedAt" | "acceptedAt" | "expiresAt"> & { invitedAt: string | null; acceptedAt: string | null; expiresAt: string | null };

const iso = (value: Date | string | null) => (value === null ? null : typeof value === "string" ? value : value.toISOString());

/** Server components hand members to client components through this, so both shapes are the same. */
export function toMemberItem(member: MemberView | MemberItem): MemberItem {
  return { ...member, invitedAt: iso(member.invitedAt), acceptedAt: iso(member.acceptedAt), expiresAt: iso(member.expiresAt ?? null) };
}

/** A pending invitation whose link no longer works: the admin re-sends it (a new link, 7 more days) or revokes it. */
export const isExpiredInvitation = (member: Pick<MemberItem, "status" | "expiresAt">, now = Date.now()) =>
  member.status === "pending" && member.expiresAt !== null && new Date(member.expiresAt).getTime() <= now;

/** The name a member is listed under: the person's name, else the invited address. */
export function displayName(member: Pick<MemberItem, "account" | "invitation">): string {
  return member.account ? `${member.account.firstname} ${member.account.lastname}`.trim() : (member.invitation?.email ?? "");
}

/** The e-mail shown under the name: the account's address, else the invited one. */
export function displayEmail(member: Pick<MemberItem, "account" | "invitation">): string {
  return member.account?.email ?? member.invitation?.email ?? "";
}

/** Two letters for the avatar: first and last name, else the start of the address. */
export function initials(member: Pick<MemberItem, "account" | "invitation">): string {
  if (member.account) return `${member.account.firstname.charAt(0)}${member.account.lastname.charAt(0)}`.toUpperCase() || "?";
  return (member.invitation?.email ?? "?").slice(0, 2).toUpperCase();
}

export const isSelf = (member: MemberItem, userId: string) => member.account?._id === userId;
