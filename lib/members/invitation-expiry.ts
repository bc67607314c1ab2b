/** How long an invitation link works after it was sent, or last re-sent: resending renews it. */
export const INVITATION_DAYS = 7;

export const invitationExpiresAt = (invitedAt: Date) => new Date(invitedAt.getTime() + INVITATION_DAYS * 24 * 3600_000);

export const isInvitationExpired = (invitation: { invitedAt: Date | null }, now = new Date()) =>
  Boolean(invitation.invitedAt && invitationExpiresAt(invitation.invitedAt) <= now);
