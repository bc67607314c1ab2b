import type { Prisma } from "@/lib/db/generated/client";
import { shareState } from "./access";
import { EMAIL_RECIPIENT, LINK_RECIPIENT, shareUrl, shortUrl } from "./keys";
import { NO_STATS, type ShareStats } from "./stats";

// The owner's view of one share (workspace spec §3 Snapshot; the shape is fixed in the sharing
// design; components/sharing reads it through a type-only import). The frozen copy is never part of it.

export const snapshotViewSelect = {
  id: true,
  shareKey: true,
  shortCode: true,
  linkName: true,
  message: true,
  landingImageId: true,
  expiryDate: true,
  pinProtectionCode: true,
  preventPrinting: true,
  enabled: true,
  emailTo: true,
  emailSubject: true,
  emailSentAt: true,
  createdAt: true,
  updatedAt: true,
  // Its workspace's subdomain decides the host of its addresses (keys.ts shareOrigin).
  document: { select: { team: { select: { customSubdomain: true } } } },
} satisfies Prisma.SnapshotSelect;

export type SnapshotRow = Prisma.SnapshotGetPayload<{ select: typeof snapshotViewSelect }>;

export interface SnapshotView {
  _id: string;
  id: string;
  updatedAt: string;
  createdAt: string;
  shareInfo: {
    key: string;
    recipient: "0" | "1";
    url: string;
    linkName: string;
    message: string;
    landingImage: string | null;
    createdAt: string;
    expiryDate: string;
    shortURL: string;
    pinProtectionCode: string | null;
    preventPrinting: boolean;
    enabled: boolean;
    expired: boolean;
    sentShareEmail: { to: { email: string }; subject: string; sentAt: string | null } | null;
    /** The owner's history only (manage.ts): until when wrong PINs hold the share's cap. */
    pinLockedUntil?: string | null;
  };
  stats: ShareStats;
}

/** An e-mail share's address is its recipient's ("1"); a link share's is the link's ("0"). */
export const recipientOf = (row: Pick<SnapshotRow, "emailTo">) => (row.emailTo ? EMAIL_RECIPIENT : LINK_RECIPIENT);

export function snapshotView(row: SnapshotRow, stats: ShareStats = NO_STATS, now = new Date()): SnapshotView {
  const recipient = recipientOf(row);
  const subdomain = row.document.team.customSubdomain;
  return {
    _id: row.id,
    id: row.id,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    shareInfo: {
      key: row.shareKey,
      recipient,
      url: shareUrl(row.shareKey, recipient, subdomain),
      linkName: row.linkName ?? "",
      message: row.message ?? "",
      landingImage: row.landingImageId,
      createdAt: row.createdAt.toISOString(),
      expiryDate: row.expiryDate.toISOString(),
      shortURL: shortUrl(row.shortCode, subdomain),
      pinProtectionCode: row.pinProtectionCode,
      preventPrinting: row.preventPrinting,
      enabled: row.enabled,
      // Expiry alone: a disabled share that has not passed its date is not "expired".
      expired: shareState({ enabled: true, expiryDate: row.expiryDate }, now) === "expired",
      sentShareEmail: row.emailTo
        ? { to: { email: row.emailTo }, subject: row.emailSubject ?? "", sentAt: row.emailSentAt?.toISOString() ?? null }
        : null,
    },
    stats,
  };
}
