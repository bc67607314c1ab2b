import { refreshDealStatus } from "@/lib/acceptance/document-deal-status";
import type { Actor } from "@/lib/auth/actor";
import { requireCanShare } from "@/lib/plans/can-share";
import type { DocumentAccess } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import { forgetShareMeta } from "@/lib/share/open-share";
import { shareState } from "./access";
import { liftPinCap, pinCapUntil } from "./pin";
import type { SnapshotsLimit } from "./schemas";
import { assertShareMailAllowed, sendShareMail } from "./share-email-send";
import { snapshotView, snapshotViewSelect, type SnapshotView } from "./snapshot-view";
import { NO_STATS, shareStats } from "./stats";

// The owner's management of a document's shares (workspace spec §3, §4): the list of snapshots
// (newest first, 3 at first, then all), disable, enable and resend. A snapshot id in a body or path
// counts only with its own document: another document's snapshot answers 404, like an unknown one.

/**
 * Share history (who was sent what, PINs, visits) is the owner's and the workspace admins' to see;
 * other members get 403, people outside the workspace 404 (the viewer check already answered that,
 * except for the super admin, who views documents but is no member: 404 here too).
 */
export function requireShareHistoryAccess(access: DocumentAccess): void {
  if (access.isTheOwner || access.isTeamAdmin) return;
  throw access.membership ? forbidden() : notFound();
}

export interface SnapshotList {
  snapshots: SnapshotView[];
  total: number;
}

export async function listSnapshots(documentId: string, limit: SnapshotsLimit): Promise<SnapshotList> {
  const [rows, total] = await Promise.all([
    db.snapshot.findMany({
      where: { documentId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...(limit === "all" ? {} : { take: Number(limit) }),
      select: snapshotViewSelect,
    }),
    db.snapshot.count({ where: { documentId } }),
  ]);
  const ids = rows.map((row) => row.id);
  const [stats, caps] = await Promise.all([shareStats(ids), pinCapUntil(ids)]);
  return { snapshots: rows.map((row) => withPinLock(snapshotView(row, stats.get(row.id) ?? NO_STATS), caps)), total };
}

/** The share-wide PIN cap, shown in the owner's history so they can lift it. */
function withPinLock(view: SnapshotView, caps: Map<string, Date>): SnapshotView {
  return { ...view, shareInfo: { ...view.shareInfo, pinLockedUntil: caps.get(view.id)?.toISOString() ?? null } };
}

/** One snapshot of the document, for the owner's answers; 404 when it belongs to another document. */
async function loadSnapshotView(documentId: string, snapshotId: string): Promise<SnapshotView> {
  const row = await db.snapshot.findFirst({ where: { id: snapshotId, documentId }, select: snapshotViewSelect });
  if (!row) throw notFound();
  const [stats, caps] = await Promise.all([shareStats([row.id]), pinCapUntil([row.id])]);
  return withPinLock(snapshotView(row, stats.get(row.id) ?? NO_STATS), caps);
}

/** Lifts the share-wide PIN cap (pin.ts): the owner was told of it and decides the guessing is over. */
export async function liftSharePinLock(documentId: string, snapshotId: string) {
  const share = await db.snapshot.findFirst({ where: { id: snapshotId, documentId }, select: { id: true } });
  if (!share) throw notFound();
  await liftPinCap(share.id);
  return { success: true, snapshot: await loadSnapshotView(documentId, snapshotId) };
}

/**
 * A new PIN for a PIN share, for an owner told that someone is guessing: the old PIN stops working
 * and the counts of wrong tries start again. Browsers that already passed the old PIN keep their
 * access cookie (pin-access.ts) until it expires.
 */
export async function changeSharePin(documentId: string, snapshotId: string, pin: string) {
  const share = await db.snapshot.findFirst({ where: { id: snapshotId, documentId }, select: { id: true, shareKey: true, pinProtectionCode: true } });
  if (!share) throw notFound();
  if (!share.pinProtectionCode) throw new AppError("INVALID_INPUT", "shareHasNoPin", undefined, [{ path: "snapshotId", message: "errors.shareHasNoPin" }]);
  await db.snapshot.update({ where: { id: share.id }, data: { pinProtectionCode: pin } });
  await liftPinCap(share.id);
  forgetShareMeta(share.shareKey);
  return { success: true, snapshot: await loadSnapshotView(documentId, snapshotId) };
}

/** Enables or disables a share; the document's deal status follows its newest enabled share (document-deal-status.ts). */
export async function setShareEnabled(documentId: string, snapshotId: string, enabled: boolean) {
  const share = await db.snapshot.findFirst({ where: { id: snapshotId, documentId }, select: { shareKey: true } });
  if (!share) throw notFound();
  await db.$transaction(async (tx) => {
    await tx.snapshot.update({ where: { id: snapshotId }, data: { enabled } });
    await refreshDealStatus(tx, documentId);
  });
  forgetShareMeta(share.shareKey);
  return { success: true, snapshot: await loadSnapshotView(documentId, snapshotId) };
}

/** Sends an e-mail share's message again, as it was written, to the same address. */
export async function resendShare(actor: Actor, access: DocumentAccess, snapshotId: string, locale: Locale) {
  await requireCanShare(actor);
  const share = await db.snapshot.findFirst({
    where: { id: snapshotId, documentId: access.documentId },
    select: { id: true, emailTo: true, enabled: true, expiryDate: true, document: { select: { team: { select: { canShareByEmail: true } } } } },
  });
  if (!share) throw notFound();
  if (!share.emailTo) throw new AppError("INVALID_INPUT", "shareResendNotEmail");
  const state = shareState(share);
  if (state === "disabled") throw new AppError("INVALID_INPUT", "shareResendDisabled");
  if (state === "expired") throw new AppError("INVALID_INPUT", "shareResendExpired");
  if (!share.document.team.canShareByEmail) throw new AppError("FORBIDDEN", "shareByEmailDisabled");
  await assertShareMailAllowed(actor);
  const sentAt = await sendShareMail(actor, share.id, locale);
  if (!sentAt) throw new AppError("UNAVAILABLE", "emailSendFailed");
  return { success: true, snapshot: await loadSnapshotView(access.documentId, share.id) };
}
