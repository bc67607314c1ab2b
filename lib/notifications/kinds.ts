// What a notification says, by kind. Payloads are stored as JSON; readers check them (a payload of an
// older shape, or a kind this build does not know, is skipped rather than shown wrong).

export const SHARE_OPENED = "share-opened";
/** Wrong PINs reached a share's cap (lib/sharing/pin.ts); same payload as SHARE_OPENED. */
export const SHARE_PIN_LOCKED = "share-pin-locked";
/** A client's signer signed a share (lib/acceptance/notify-owner.ts); payload DealEventPayload. */
export const DEAL_SIGNED = "deal-signed";
/** Every signer signed: the share is accepted. */
export const DEAL_ACCEPTED = "deal-accepted";
/** The client declined the share, with a reason. */
export const DEAL_DECLINED = "deal-declined";
export const DEAL_NOTIFICATION_KINDS = [DEAL_SIGNED, DEAL_ACCEPTED, DEAL_DECLINED] as const;
export const NOTIFICATION_KINDS = [SHARE_OPENED, SHARE_PIN_LOCKED, ...DEAL_NOTIFICATION_KINDS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type DealNotificationKind = (typeof DEAL_NOTIFICATION_KINDS)[number];

export interface ShareOpenedPayload {
  documentId: string;
  documentTitle: string;
  snapshotId: string;
  linkName: string | null;
}

/** A deal event: the share's payload, who signed or declined, and why (declined). */
export interface DealEventPayload extends ShareOpenedPayload {
  signerName: string | null;
  reason: string | null;
}

export function readShareOpened(payload: unknown): ShareOpenedPayload | null {
  if (!payload || typeof payload !== "object") return null;
  const { documentId, documentTitle, snapshotId, linkName } = payload as Record<string, unknown>;
  if (typeof documentId !== "string" || typeof documentTitle !== "string" || typeof snapshotId !== "string") return null;
  return { documentId, documentTitle, snapshotId, linkName: typeof linkName === "string" ? linkName : null };
}

export function readDealEvent(payload: unknown): DealEventPayload | null {
  const share = readShareOpened(payload);
  if (!share) return null;
  const { signerName, reason } = payload as Record<string, unknown>;
  return { ...share, signerName: typeof signerName === "string" ? signerName : null, reason: typeof reason === "string" ? reason : null };
}

/** Every kind's payload in the one shape the bell reads (the deal fields null for share kinds). */
export function readNotificationPayload(kind: NotificationKind, payload: unknown): DealEventPayload | null {
  if ((DEAL_NOTIFICATION_KINDS as readonly string[]).includes(kind)) return readDealEvent(payload);
  const share = readShareOpened(payload);
  return share && { ...share, signerName: null, reason: null };
}
