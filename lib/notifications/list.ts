import { db } from "@/lib/db/client";
import { NOTIFICATION_KINDS, readNotificationPayload, type NotificationKind } from "./kinds";

// The bell's list: the user's own notifications only (every query is scoped by userId).

export const NOTIFICATIONS_SHOWN = 20;

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  createdAt: string;
  readAt: string | null;
  documentId: string;
  documentTitle: string;
  snapshotId: string;
  linkName: string | null;
  /** Deal kinds: who signed or declined. */
  signerName: string | null;
  /** deal-declined: the client's reason. */
  reason: string | null;
}

export async function listNotifications(userId: string): Promise<{ notifications: NotificationView[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    db.notification.findMany({
      where: { userId, kind: { in: [...NOTIFICATION_KINDS] } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: NOTIFICATIONS_SHOWN,
      select: { id: true, kind: true, payload: true, createdAt: true, readAt: true },
    }),
    db.notification.count({ where: { userId, kind: { in: [...NOTIFICATION_KINDS] }, readAt: null } }),
  ]);
  const notifications = rows.flatMap((row): NotificationView[] => {
    const kind = NOTIFICATION_KINDS.find((known) => known === row.kind);
    if (!kind) return [];
    const payload = readNotificationPayload(kind, row.payload);
    if (!payload) return [];
    return [{ id: row.id, kind, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null, ...payload }];
  });
  return { notifications, unread };
}

/** Marks the named notifications (only the user's own; others' ids are ignored), or all of them, read. */
export async function markNotificationsRead(userId: string, ids: string[] | undefined): Promise<void> {
  await db.notification.updateMany({
    where: { userId, readAt: null, ...(ids ? { id: { in: ids } } : {}) },
    data: { readAt: new Date() },
  });
}
