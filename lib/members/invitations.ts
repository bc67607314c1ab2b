import type { Actor } from "@/lib/auth/actor";
import { findMembership } from "@/lib/auth/policy";
import { assertNotLimited, countAttempt, LIMITS } from "@/lib/auth/rate-limit";
import { hashToken, newUrlToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db/client";
import type { Prisma, TeamRole } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { sendMail } from "@/lib/mail/send";
import { requireMemberAllowance } from "@/lib/plans/allowances";
import { invitationMail } from "@/lib/mail/templates";
import type { InviteInput } from "./schemas";
import { invitationExpiresAt, isInvitationExpired } from "./invitation-expiry";
import { isSameAddress, maskEmail } from "./mask-email";
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
      where: { teamId, OR: [{ acceptedAt: { not: null }, user: { email: input.email } }, { acceptedAt: null, invitationEmail: input.email }] },
      select: { acceptedAt: true },
    });
    if (existing) throw new AppError("CONFLICT", existing.acceptedAt ? "alreadyMember" : "alreadyInvited", { email: input.email });
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

/** Sends a pending invitation again with a new key and a new 7-day expiry: the link of the earlier e-mail stops working. */
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

const expiredInvitation = () => new AppError("GONE", "invitationExpired");

/** The still-open invitation behind a key from an e-mailed link, or null (unknown, renewed or used). Expired ones are returned: callers say so. */
export async function findPendingInvitation(key: string) {
  const invitation = await db.member.findUnique({
    where: { invitationKey: invitationKeyHash(key) },
    select: { id: true, teamId: true, userId: true, role: true, invitationEmail: true, invitedAt: true, team: { select: { name: true } } },
  });
  return invitation && !invitation.userId ? invitation : null;
}

type PendingInvitation = NonNullable<Awaited<ReturnType<typeof findPendingInvitation>>>;

/** An open invitation that has not expired: 404 "Invalid invitation" when unknown or used (or `missing`), 410 when expired. */
export async function findOpenInvitation(key: string, missing: () => AppError = invalidInvitation): Promise<PendingInvitation> {
  const invitation = await findPendingInvitation(key);
  if (!invitation) throw missing();
  if (isInvitationExpired(invitation)) throw expiredInvitation();
  return invitation;
}

/**
 * An invitation is taken up only by the account its e-mail went to, proven: the same address in any
 * case, on an activated account (activation proves the address is theirs). Anyone else holding the
 * link (a forwarded e-mail, a shared screen) is told whose it is, masked, and joins nothing.
 */
function requireInvitedAccount(user: Pick<Actor["user"], "email" | "isActivated">, invitation: Pick<PendingInvitation, "invitationEmail">) {
  if (!isSameAddress(user.email, invitation.invitationEmail)) {
    throw new AppError("FORBIDDEN", "invitationForOtherAddress", { email: maskEmail(invitation.invitationEmail ?? "") });
  }
  if (!user.isActivated) throw new AppError("FORBIDDEN", "invitationNeedsActivation");
}

export type InvitationForPage =
  | { state: "invalid" }
  | { state: "expired"; teamName: string }
  | { state: "open"; teamId: string; teamName: string; role: TeamRole; maskedEmail: string; forThisAccount: boolean; needsActivation: boolean };

/** What the signed-in invitation page shows for a key: whether it still works, and whether it is this account's. */
export async function invitationForPage(key: string, user: Pick<Actor["user"], "email" | "isActivated">): Promise<InvitationForPage> {
  const invitation = await findPendingInvitation(key);
  if (!invitation) return { state: "invalid" };
  if (isInvitationExpired(invitation)) return { state: "expired", teamName: invitation.team.name };
  const forThisAccount = isSameAddress(user.email, invitation.invitationEmail);
  return {
    state: "open",
    teamId: invitation.teamId,
    teamName: invitation.team.name,
    role: invitation.role,
    maskedEmail: maskEmail(invitation.invitationEmail ?? ""),
    forThisAccount,
    needsActivation: forThisAccount && !user.isActivated,
  };
}

/**
 * What the registration form needs to know about an invitation link (public: the key is the secret,
 * but a link can travel, so the invited address is shown masked). `existingUser` tells the form to
 * offer a login instead of a second account.
 */
export async function checkInvitation(key: string) {
  const invitation = await findOpenInvitation(key);
  const email = invitation.invitationEmail;
  const existingUser = email ? Boolean(await db.user.findUnique({ where: { email }, select: { id: true } })) : false;
  const expiresAt = invitation.invitedAt ? invitationExpiresAt(invitation.invitedAt) : null;
  return { valid: true as const, teamName: invitation.team.name, email: email ? maskEmail(email) : null, existingUser, expiresAt };
}

/**
 * The signed-in account the invitation went to takes it up: the pending row becomes their membership
 * with the invited role. The row is claimed only while still open, so of two accepts racing with one
 * key one wins.
 */
export async function acceptInvitation(actor: Actor, key: string) {
  const invitation = await findOpenInvitation(key);
  requireInvitedAccount(actor.user, invitation);
  if (await findMembership(actor.user.id, invitation.teamId)) throw new AppError("CONFLICT", "alreadyInWorkspace");
  const claimed = await db.member.updateMany({
    where: { id: invitation.id, userId: null },
    data: { userId: actor.user.id, invitationKey: null, acceptedAt: new Date() },
  });
  if (claimed.count !== 1) throw invalidInvitation();
  return { teamId: invitation.teamId, teamName: invitation.team.name, role: invitation.role };
}

/**
 * A sign-up through an invitation link, inside the sign-up's transaction: the address must be the
 * invited one (403 otherwise, naming the e-mail field). The invitation is set aside for the new
 * account but not accepted: an unactivated account has not proven the address, so it joins the
 * workspace when it is activated (acceptLinkedInvitations). Claimed only while still open.
 */
export async function linkInvitationAtSignUp(tx: Prisma.TransactionClient, invitation: PendingInvitation, user: { id: string; email: string }) {
  if (!isSameAddress(user.email, invitation.invitationEmail)) {
    throw new AppError("FORBIDDEN", "invitationForOtherAddress", { email: maskEmail(invitation.invitationEmail ?? "") }, [
      { path: "email", message: "errors.invitationUseInvitedAddress" },
    ]);
  }
  const linked = await tx.member.updateMany({ where: { id: invitation.id, userId: null }, data: { userId: user.id, invitationKey: null } });
  if (linked.count !== 1) throw new AppError("INVALID_INPUT", "invalidInvitation");
}

/**
 * Activation (by code, by link, or by a password reset link: each proves the address) accepts the
 * invitations set aside at sign-up. A statement for the activation's own transaction.
 */
export const acceptLinkedInvitations = (userId: string) =>
  db.member.updateMany({ where: { userId, acceptedAt: null }, data: { acceptedAt: new Date() } });
