import { z } from "zod";
import { defineContract, successSchema } from "@/lib/http/contract";
import { idSchema } from "@/lib/validation/ids";
import { NOTIFICATION_KINDS } from "./kinds";

const tag = "Notifications";

export const notificationViewSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  documentId: z.string(),
  documentTitle: z.string(),
  snapshotId: z.string(),
  linkName: z.string().nullable(),
  signerName: z.string().nullable().describe("deal-signed and deal-declined: who signed or declined"),
  reason: z.string().nullable().describe("deal-declined: the client's reason"),
});

export const markReadSchema = z.object({
  /** Absent: every notification of the caller. */
  ids: z.array(idSchema).min(1).max(100, { message: "validation.tooManyAtOnce" }).optional(),
});

export const notificationContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/notifications",
    tag,
    auth: "user",
    scope: "self",
    summary: "The signed-in user's latest 20 notifications (a share opened, a share's PIN locked, a deal signed, accepted or declined), newest first, and how many are unread",
    response: z.object({ notifications: z.array(notificationViewSchema), unread: z.number().int() }),
  }),
  markRead: defineContract({
    method: "POST",
    path: "/api/notifications/read",
    tag,
    auth: "user",
    scope: "self",
    summary: "Mark the caller's notifications read: those named by `ids`, or all of them",
    body: markReadSchema,
    example: {},
    response: successSchema,
  }),
};
