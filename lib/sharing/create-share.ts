import type { Actor } from "@/lib/auth/actor";
import type { DocumentAccess } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { AppError, invalidInput } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import { refreshDealStatus } from "@/lib/acceptance/document-deal-status";
import { requireCanShare } from "@/lib/plans/can-share";
import { freezeDocument } from "./freeze";
import { EMAIL_RECIPIENT, LINK_RECIPIENT, newShareKey, newShortCode } from "./keys";
import type { ShareInput } from "./schemas";
import { assertShareMailAllowed, sendShareMail } from "./share-email-send";
import { shareSettings } from "./share-input";
import { snapshotView, snapshotViewSelect, type SnapshotView } from "./snapshot-view";

// Sharing a document (workspace spec §3, §4): every share freezes the document into a new snapshot,
// so later edits never change what a client already received. Only activated accounts with a plan
// in force share (the can-share check); a workspace with canShareByEmail off shares by link only. The snapshot, its
// frozen copy and its recipients are written in one transaction; the e-mail goes out after it, and
// a failed e-mail leaves the share in place (the dialog shows share_via_email_failed). A share that
// asks its client to accept puts the document in "awaiting signature" in the same transaction (the
// newest enabled such share decides: lib/acceptance/document-deal-status.ts).

export interface ShareAnswer {
  snapshot: SnapshotView;
  url: string;
  shortURL: string;
  emailSent: boolean;
}

/** Share keys and short codes are random; a clash is astronomically rare but is retried, not a 409. */
const KEY_ATTEMPTS = 3;

const isUniqueClash = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

async function requireSharingAllowed(actor: Actor, teamId: string, byEmail: boolean) {
  // The same rule as GET /api/account/can-share: activated, with a plan in force.
  await requireCanShare(actor);
  if (!byEmail) return;
  const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, select: { canShareByEmail: true } });
  if (!team.canShareByEmail) throw new AppError("FORBIDDEN", "shareByEmailDisabled");
  await assertShareMailAllowed(actor);
}

async function requireWorkspaceImage(teamId: string, mediaId: string | null) {
  if (!mediaId) return;
  const media = await db.media.findFirst({ where: { id: mediaId, teamId, deleted: false }, select: { id: true } });
  if (!media) throw invalidInput("invalidInput", [{ path: "landingImage", message: "errors.mediaNotInWorkspace" }]);
}

export async function createShare(actor: Actor, access: DocumentAccess, input: ShareInput, locale: Locale): Promise<ShareAnswer> {
  const settings = shareSettings(input);
  await requireSharingAllowed(actor, access.teamId, settings.email !== null);
  await requireWorkspaceImage(access.teamId, settings.landingImageId);
  const recipients = settings.email ? [LINK_RECIPIENT, EMAIL_RECIPIENT] : [LINK_RECIPIENT];

  const write = () =>
    db.$transaction(async (tx) => {
      // Shares name no recipient's name (only the address): the default signer gives theirs when signing.
      const frozen = await freezeDocument(tx, access.documentId, settings.landingImageId, { signerEmail: settings.email?.to ?? "", signerName: "" });
      const snapshot = await tx.snapshot.create({
        data: {
          documentId: access.documentId,
          createdById: actor.user.id,
          frozen: frozen.frozen as unknown as Prisma.InputJsonValue,
          mediaIds: frozen.mediaIds,
          fileIds: frozen.fileIds,
          rsvpSegmentIds: frozen.rsvpSegmentIds,
          requireAcceptance: frozen.requireAcceptance,
          hasChoices: frozen.hasChoices,
          shareKey: newShareKey(),
          shortCode: newShortCode(),
          linkName: settings.linkName,
          message: settings.message,
          landingImageId: settings.landingImageId,
          expiryDate: settings.expiryDate,
          pinProtectionCode: settings.pinProtectionCode,
          preventPrinting: settings.preventPrinting,
          emailFrom: settings.email?.from ?? null,
          emailTo: settings.email?.to ?? null,
          emailSubject: settings.email?.subject ?? null,
          emailMsgPrefix: settings.email?.msgPrefix ?? null,
          emailMsgLinkText: settings.email?.msgLinkText ?? null,
          emailMsgSuffix: settings.email?.msgSuffix ?? null,
          emailMsgBadge: settings.email?.msgBadge ?? null,
          recipients: {
            create: recipients.map((recipientKey) => ({ recipientKey, email: recipientKey === EMAIL_RECIPIENT ? (settings.email?.to ?? null) : null })),
          },
        },
        select: snapshotViewSelect,
      });
      if (frozen.requireAcceptance) await refreshDealStatus(tx, access.documentId);
      return snapshot;
    });

  let row: Awaited<ReturnType<typeof write>> | undefined;
  for (let attempt = 1; !row; attempt++) {
    try {
      row = await write();
    } catch (error) {
      if (!isUniqueClash(error) || attempt >= KEY_ATTEMPTS) throw error;
    }
  }

  const sentAt = settings.email ? await sendShareMail(actor, row.id, locale) : null;
  const emailSent = sentAt !== null;
  const snapshot = snapshotView({ ...row, emailSentAt: sentAt });
  return { snapshot, url: snapshot.shareInfo.url, shortURL: snapshot.shareInfo.shortURL, emailSent };
}
