// What a notification says, by kind. Payloads are stored as JSON; readers check them (a payload of an
// older shape, or a kind this build does not know, is skipped rather than shown wrong).

export const SHARE_OPENED = "share-opened";
/** Wrong PINs reached a share's cap (lib/sharing/pin.ts); same payload as SHARE_OPENED. */
export const SHARE_PIN_LOCKED = "share-pin-locked";
export const NOTIFICATION_KINDS = [SHARE_OPENED, SHARE_PIN_LOCKED] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface ShareOpenedPayload {
  documentId: string;
  documentTitle: string;
  snapshotId: string;
  linkName: string | null;
}

export function readShareOpened(payload: unknown): ShareOpenedPayload | null {
  if (!payload || typeof payload !== "object") return null;
  const { documentId, documentTitle, snapshotId, linkName } = payload as Record<string, unknown>;
  if (typeof documentId !== "string" || typeof documentTitle !== "string" || typeof snapshotId !== "string") return null;
  return { documentId, documentTitle, snapshotId, linkName: typeof linkName === "string" ? linkName : null };
}
