import { db } from "@/lib/db/client";
import type { Prisma, TeamRole } from "@/lib/db/generated/client";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { lockTeam } from "./team-lock";
import { compareMembers, memberSelect, memberView, type MemberView } from "./view";

const activeAdmin = { role: "ADMIN", userId: { not: null }, acceptedAt: { not: null } } satisfies Prisma.MemberWhereInput;

/** Everyone in the workspace, pending invitations included: admins first, then by name. */
export async function listMembers(teamId: string): Promise<MemberView[]> {
  const rows = await db.member.findMany({ where: { teamId }, select: memberSelect });
  return rows.map(memberView).sort(compareMembers);
}

export async function getMember(memberId: string): Promise<MemberView> {
  const row = await db.member.findUnique({ where: { id: memberId }, select: memberSelect });
  if (!row) throw notFound();
  return memberView(row);
}

/** A member of this workspace by id; a member of another workspace is as unknown as a missing one. */
export async function findMemberInTeam(memberId: string, teamId: string) {
  const member = await db.member.findFirst({ where: { id: memberId, teamId }, select: { id: true } });
  if (!member) throw notFound();
  return member;
}

/** The active member with this account e-mail, else the pending invitation to it. */
export async function findMemberByEmail(teamId: string, email: string): Promise<MemberView> {
  const row =
    (await db.member.findFirst({ where: { teamId, acceptedAt: { not: null }, user: { email } }, select: memberSelect })) ??
    (await db.member.findFirst({ where: { teamId, acceptedAt: null, invitationEmail: email }, orderBy: { invitedAt: "desc" }, select: memberSelect }));
  if (!row) throw notFound();
  return memberView(row);
}

/** A workspace always keeps at least one active admin: taking the role from the last one is refused. */
async function assertKeepsAnAdmin(tx: Prisma.TransactionClient, member: { teamId: string; role: TeamRole; userId: string | null; acceptedAt: Date | null }) {
  if (member.role !== "ADMIN" || !member.userId || !member.acceptedAt) return;
  const admins = await tx.member.count({ where: { teamId: member.teamId, ...activeAdmin } });
  if (admins <= 1) throw new AppError("CONFLICT", "lastAdmin");
}

/** Makes a member (or a pending invitation) ADMIN or MEMBER. */
export async function changeRole(memberId: string, role: TeamRole): Promise<MemberView> {
  return db.$transaction(async (tx) => {
    const { teamId } = await tx.member.findUniqueOrThrow({ where: { id: memberId }, select: { teamId: true } });
    await lockTeam(tx, teamId);
    // Read again under the lock: the answer to "is this the last admin?" must not be stale.
    const member = await tx.member.findUnique({ where: { id: memberId }, select: { teamId: true, role: true, userId: true, acceptedAt: true } });
    if (!member) throw notFound();
    if (member.role !== role && role === "MEMBER") await assertKeepsAnAdmin(tx, member);
    const row = await tx.member.update({ where: { id: memberId }, data: { role }, select: memberSelect });
    return memberView(row);
  });
}

/** The longest-standing active admin of the workspace (by joining date), other than `exceptUserId`. */
async function longestStandingAdmin(tx: Prisma.TransactionClient, teamId: string, exceptUserId: string): Promise<string | null> {
  const admin = await tx.member.findFirst({
    where: { teamId, ...activeAdmin, AND: [{ userId: { not: null } }, { userId: { not: exceptUserId } }] },
    orderBy: [{ acceptedAt: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { userId: true },
  });
  return admin?.userId ?? null;
}

/**
 * Who inherits the documents of a member leaving the workspace: the acting admin when an admin
 * removes them, else (they leave) the longest-standing remaining admin. Read under the team lock:
 * an actor who is no longer an admin of the workspace may not remove others (403).
 */
async function heirOf(tx: Prisma.TransactionClient, teamId: string, leavingUserId: string, actorUserId: string): Promise<string> {
  if (actorUserId !== leavingUserId) {
    const actor = await tx.member.findFirst({ where: { teamId, ...activeAdmin, userId: actorUserId }, select: { id: true } });
    if (!actor) throw forbidden();
    return actorUserId;
  }
  const heir = await longestStandingAdmin(tx, teamId, leavingUserId);
  // assertKeepsAnAdmin keeps an admin besides a leaving admin, and every workspace has one.
  if (!heir) throw new AppError("CONFLICT", "lastAdmin");
  return heir;
}

/**
 * Removes a member (`actorUserId` is the admin removing them, or the member themself leaving), or
 * withdraws a pending invitation (its link stops working).
 *
 * Only a document's owner may change it, and ownership needs membership: so that no document is
 * left without anyone able to rename, transfer or delete it, the member's documents in this
 * workspace (soft-deleted ones included) pass, in the same transaction and under the team lock, to
 * the admin removing them, or when they leave to the longest-standing remaining admin. Their undo
 * history is cleared: it was recorded by the former owner, and the new owner starts afresh. Their
 * saved blocks in the workspace are deleted (handOverDocuments).
 */
export async function removeMember(memberId: string, actorUserId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const { teamId } = await tx.member.findUniqueOrThrow({ where: { id: memberId }, select: { teamId: true } });
    await lockTeam(tx, teamId);
    const member = await tx.member.findUnique({ where: { id: memberId }, select: { teamId: true, role: true, userId: true, acceptedAt: true } });
    if (!member) throw notFound();
    await assertKeepsAnAdmin(tx, member);
    await tx.member.delete({ where: { id: memberId } });
    if (member.userId) await handOverDocuments(tx, teamId, member.userId, actorUserId);
  });
}

/**
 * Hands the leaving user's documents in the workspace to their heir (heirOf) and clears their undo
 * history. Their saved blocks (CONTENT_TEMPLATE) are theirs alone, like on account deletion: they are
 * deleted, not handed over (their blocks and history go with them).
 */
async function handOverDocuments(tx: Prisma.TransactionClient, teamId: string, leavingUserId: string, actorUserId: string): Promise<void> {
  const heir = await heirOf(tx, teamId, leavingUserId, actorUserId);
  await tx.document.deleteMany({ where: { teamId, ownerId: leavingUserId, templateType: "CONTENT_TEMPLATE" } });
  const documents = await tx.document.findMany({ where: { teamId, ownerId: leavingUserId }, select: { id: true } });
  if (!documents.length) return;
  const ids = documents.map((document) => document.id);
  await tx.document.updateMany({ where: { id: { in: ids } }, data: { ownerId: heir } });
  await tx.undoEntry.deleteMany({ where: { documentId: { in: ids } } });
}
