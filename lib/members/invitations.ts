import type { Actor } from "@/lib/auth/actor";
import { findMembership } from "@/lib/auth/policy";
import { assertNotLimited, countAttempt, LIMITS } from "@/lib/auth/rate-limit";
import { hashToken, newUrlToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db/client";
import type { TeamRole } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { sendMail } from "@/lib/mail/send";
import { requireMemberAllowance } from "@/lib/plans/allowances";
import { invitationMail } from "@/lib/mail/templates";
import type { InviteInput } from "./schemas";
import { lockTeam } from "./team-lock";
import { memberSelect, memberView, type MemberView } from "./view";

const invalidInvitation = () => new AppError("NOT_FOUND", "invalidInvitation");

/** Invitation keys are stored hashed, like every other token: a leaked table gives no usable link. */
export const invitationKeyHash = (key: string) => hashToken(`invitation:${key}`);

/** The link in the invitation e-mail: the registration form, which checks the key and joins the workspace. */
export const invitationLink = (baseUrl: string, key: string) => `${baseUrl}/auth/register?invitationKey=${encodeURIComponent(key)}`;

async function sendInvitation(inviter: Actor["user"], input: { to: string; teamName: string; role: TeamRole; key: string }, baseUrl: string) {
  // In the inviter's language: the inviter chose the words, and the invitee has no account (or language) yet.
  const locale = isLocale(inviter.language) ? inviter.language : DEFAULT_LOCALE;
  await sendMail(
    invitationMail(locale, {
      to: input.to,
      inviterName: `${inviter.firstname} ${inviter.lastname}`.trim(),
      teamName: input.teamName,
      role: input.role,
      link: invitationLink(baseUrl, input.key),
    }),
  );
}

/**
 * Invitations send e-mail in the inviter's name to any address: only activated accounts (their own
 * address proven) may send them, and each user only so many an hour, invitations and resends together.
 */
async function assertMayInvite(actor: Actor): Promise<void> {
  if (!actor.user.isActivated) throw new AppError("FORBIDDEN", "activationNeededToInvite");
  const key = `mail:invite:${actor.user.id}`;
  await assertNotLimited(key, LIMITS.invitePerUser);
  await countAttempt(key, LIMITS.invitePerUser);
}

/**
 * Invites an address into the workspace with a role: a pending member row carrying a long random
 * key, and an e-mail with the registration link. An address that is already an active member, or
 * already has a pending invitation here, is refused (409). The e-mail goes out after the commit.
 */
export async function inviteMember(actor: Actor, teamId: string, input: InviteInput, baseUrl: string): Promise<MemberView> {
  await assertMayInvite(actor);
  const key = newUrlToken();
  const row = await db.$transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const existing = await tx.member.findFirst({
      where: { teamId, OR: [{ acceptedAt: { not: null }, user: { email: input.email } }, { userId: null, invitationEmail: input.email }] },
      select: { userId: true },
    });
    if (existing) throw new AppError("CONFLICT", existing.userId ? "alreadyMember" : "alreadyInvited", { email: input.email });
    await requireMemberAllowance(tx, teamId);
    return tx.member.create({
      data: {
        teamId,
        userId: null,
        role: input.role,
        invitationEmail: input.email,
        invitationKey: invitationKeyHash(key),
        invitedById: actor.user.id,
        invitedAt: new Date(),
        acceptedAt: null,
      },
      select: memberSelect,
    });
  });
  await sendInvitation(actor.user, { to: input.email, teamName: row.team.name, role: row.role, key }, baseUrl);
  return memberView(row);
}

/** Sends a pending invitation again with a new key: the link of the earlier e-mail stops working. */
export async function resendInvitation(actor: Actor, memberId: string, baseUrl: string): Promise<void> {
  await assertMayInvite(actor);
  const key = newUrlToken();
  const renewed = await db.member.updateMany({
    where: { id: memberId, userId: null },
    data: { invitationKey: invitationKeyHash(key), invitedAt: new Date(), invitedById: actor.user.id },
  });
  if (renewed.count !== 1) throw new AppError("CONFLICT", "invitationAccepted");
  const member = await db.member.findUniqueOrThrow({ where: { id: memberId }, select: { role: true, invitationEmail: true, team: { select: { name: true } } } });
  if (!member.invitationEmail) throw new AppError("CONFLICT", "invitationAccepted");
  await sendInvitation(actor.user, { to: member.invitationEmail, teamName: member.team.name, role: member.role, key }, baseUrl);
}

/** The still-open invitation behind a key from an e-mailed link, or null (unknown, renewed or used). */
export async function findPendingInvitation(key: string) {
  const invitation = await db.member.findUnique({
    where: { invitationKey: invitationKeyHash(key) },
    select: { id: true, teamId: true, userId: true, role: true, invitationEmail: true, team: { select: { name: true } } },
  });
  return invitation && !invitation.userId ? invitation : null;
}

async function findOpenInvitation(key: string) {
  const invitation = await findPendingInvitation(key);
  if (!invitation) throw invalidInvitation();
  return invitation;
}

/** An open invitation for the signed-in invitation page, or null when the key is unknown or used. */
export async function openInvitationForPage(key: string) {
  try {
    const invitation = await findOpenInvitation(key);
    return { teamId: invitation.teamId, teamName: invitation.team.name, role: invitation.role, email: invitation.invitationEmail };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * What the registration form needs to know about an invitation link (public: the key is the secret).
 * `existingUser` tells the form to offer a login instead of a second account.
 */
export async function checkInvitation(key: string) {
  const invitation = await findOpenInvitation(key);
  const email = invitation.invitationEmail;
  const existingUser = email ? Boolean(await db.user.findUnique({ where: { email }, select: { id: true } })) : false;
  return { valid: true as const, teamName: invitation.team.name, email, existingUser };
}

/**
 * A signed-in user takes up an invitation: the pending row becomes their membership with the invited
 * role. The row is claimed only while still open, so of two accepts racing with one key one wins.
 */
export async function acceptInvitation(actor: Actor, key: string) {
  const invitation = await findOpenInvitation(key);
  if (await findMembership(actor.user.id, invitation.teamId)) throw new AppError("CONFLICT", "alreadyInWorkspace");
  const claimed = await db.member.updateMany({
    where: { id: invitation.id, userId: null },
    data: { userId: actor.user.id, invitationKey: null, acceptedAt: new Date() },
  });
  if (claimed.count !== 1) throw invalidInvitation();
  return { teamId: invitation.teamId, teamName: invitation.team.name, role: invitation.role };
}
