import { db } from "@/lib/db/client";
import { RECIPIENT_PATTERN, SHARE_KEY_PATTERN } from "./keys";

// Which share a visitor's key and recipient open. Unknown, malformed, disabled and expired shares
// all answer null: the visitor sees the same link-disabled page (404) whatever the reason, so a
// guess learns nothing. A share is expired once its expiry date has passed.

export const openShareSelect = {
  id: true,
  documentId: true,
  shareKey: true,
  frozen: true,
  linkName: true,
  message: true,
  landingImageId: true,
  expiryDate: true,
  pinProtectionCode: true,
  preventPrinting: true,
  enabled: true,
  firstOpenedAt: true,
  createdById: true,
  mediaIds: true,
  fileIds: true,
  rsvpSegmentIds: true,
} as const;

export type ShareState = "open" | "disabled" | "expired";

export function shareState(share: { enabled: boolean; expiryDate: Date }, now = new Date()): ShareState {
  if (!share.enabled) return "disabled";
  return share.expiryDate.getTime() <= now.getTime() ? "expired" : "open";
}

export async function findOpenShare(key: string, recipient: string) {
  if (!SHARE_KEY_PATTERN.test(key) || !RECIPIENT_PATTERN.test(recipient)) return null;
  const share = await db.snapshot.findUnique({
    where: { shareKey: key },
    select: { ...openShareSelect, recipients: { where: { recipientKey: recipient }, select: { recipientKey: true } } },
  });
  if (!share || share.recipients.length === 0 || shareState(share) !== "open") return null;
  const { recipients: _recipients, ...rest } = share;
  return { ...rest, recipient };
}

export type OpenShare = NonNullable<Awaited<ReturnType<typeof findOpenShare>>>;
