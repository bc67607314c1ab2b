import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { documentIdParams, shareSchema, snapshotIdBody, snapshotsQuery, visitsParams } from "./schemas";

// The owner's share calls (issue 9: workspace spec §3, §4, §7). Every route with a document {id}
// answers 404 to callers who may not see the document; creating and managing shares is the owner's
// (other members 403); the share history (snapshots, visits) is the owner's and the workspace
// admins'. A snapshotId of another document answers 404.
const tag = "Sharing";
const EXAMPLE_ID = "ckexampleid0000000000000a";

const stats = z.object({
  opens: z.number().describe("Visits: loaded-share-page events"),
  lastOpenedAt: z.string().nullable(),
  totalDurationMs: z.number(),
});

export const snapshotViewResponse = z.object({
  _id: z.string(),
  id: z.string(),
  updatedAt: z.string(),
  createdAt: z.string(),
  shareInfo: z.object({
    key: z.string(),
    recipient: z.enum(["0", "1"]).describe('"1" for an e-mail share (the e-mail recipient), else "0" (the link)'),
    url: z.string(),
    linkName: z.string(),
    message: z.string(),
    landingImage: z.string().nullable(),
    createdAt: z.string(),
    expiryDate: z.string().describe("ISO time: the end (UTC) of the chosen day"),
    shortURL: z.string(),
    pinProtectionCode: z.string().nullable(),
    preventPrinting: z.boolean(),
    enabled: z.boolean(),
    expired: z.boolean(),
    sentShareEmail: z.object({ to: z.object({ email: z.string() }), subject: z.string(), sentAt: z.string().nullable() }).nullable(),
    pinLockedUntil: z
      .string()
      .nullable()
      .optional()
      .describe("In the owner's share history: until when wrong PINs hold off the addresses that tried them (the share-wide cap), else null"),
  }),
  stats,
});

const managedResponse = z.object({ success: z.boolean(), snapshot: snapshotViewResponse });

export const shareContracts = {
  share: defineContract({
    method: "POST",
    path: "/api/document/{id}/share",
    tag,
    auth: "user",
    summary:
      "Share the document as a link or by e-mail: freezes it into a new snapshot (201). Activated accounts only (P0003); e-mail shares need the workspace's canShareByEmail (403); expiryDate YYYY-MM-DD, default today + 90 days, not in the past; PIN 4 digits (owner)",
    params: documentIdParams,
    body: shareSchema,
    example: { type: "link", message: "Here is our proposal for your summer gala.", expiryDate: "2099-06-30", linkName: "Gala proposal", pinProtectionCode: "4821", preventPrinting: false },
    response: z.object({ snapshot: snapshotViewResponse, url: z.string(), shortURL: z.string(), emailSent: z.boolean() }),
    responseDescription: "Created (201); emailSent false when the e-mail of an e-mail share could not be sent (the share exists)",
  }),
  snapshots: defineContract({
    method: "GET",
    path: "/api/document/{id}/snapshots",
    tag,
    auth: "user",
    summary: "The document's shares, newest first: the first 3 (limit=3, default) or all, with visit stats (owner and workspace admins)",
    params: documentIdParams,
    query: snapshotsQuery,
    response: z.object({ snapshots: z.array(snapshotViewResponse), total: z.number() }),
  }),
  visits: defineContract({
    method: "GET",
    path: "/api/document/{id}/snapshots/{snapshotId}/visits",
    tag,
    auth: "user",
    summary:
      "The visits of one share, newest first (at most 200), each with its view events and its time per section; the share's sections (top-level blocks) with their totals over all visits (owner and workspace admins)",
    params: visitsParams,
    response: z.object({
      visits: z.array(
        z.object({
          visitId: z.string(),
          recipient: z.string(),
          openedAt: z.string(),
          durationMs: z.number().nullable(),
          events: z.array(z.object({ name: z.string(), at: z.string() })),
          sectionMs: z.record(z.string(), z.number()),
          lastSection: z.string().nullable(),
        }),
      ),
      sections: z.array(z.object({ id: z.string(), type: z.string(), title: z.string(), totalMs: z.number() })),
      totalDurationMs: z.number(),
    }),
  }),
  enableShare: defineContract({
    method: "POST",
    path: "/api/document/{id}/enable-share",
    tag,
    auth: "user",
    summary: "Enable a share of the document again (an expired one stays expired) (owner)",
    params: documentIdParams,
    body: snapshotIdBody,
    example: { snapshotId: EXAMPLE_ID },
    response: managedResponse,
  }),
  disableShare: defineContract({
    method: "POST",
    path: "/api/document/{id}/disable-share",
    tag,
    auth: "user",
    summary: "Disable a share of the document: its links show the link-disabled page (owner)",
    params: documentIdParams,
    body: snapshotIdBody,
    example: { snapshotId: EXAMPLE_ID },
    response: managedResponse,
  }),
  liftPinLock: defineContract({
    method: "POST",
    path: "/api/document/{id}/lift-pin-lock",
    tag,
    auth: "user",
    summary: "Lift the lock that many wrong PINs put on a share: every address may try its PIN again (owner)",
    params: documentIdParams,
    body: snapshotIdBody,
    example: { snapshotId: EXAMPLE_ID },
    response: managedResponse,
  }),
  changeSharePin: defineContract({
    method: "POST",
    path: "/api/document/{id}/change-share-pin",
    tag,
    auth: "user",
    summary:
      "Give a PIN share a new PIN: the old one stops working, browsers that passed it must enter the new one, and any PIN lock is lifted; a share without a PIN answers 400 (owner)",
    params: documentIdParams,
    body: snapshotIdBody.extend({ pinProtectionCode: z.string().regex(/^\d{4}$/, "errors.sharePinFormat") }),
    example: { snapshotId: EXAMPLE_ID, pinProtectionCode: "2468" },
    response: managedResponse,
  }),
  resendShare: defineContract({
    method: "POST",
    path: "/api/document/{id}/resend-share",
    tag,
    auth: "user",
    summary: "Send an e-mail share's e-mail again; a link share, a disabled or an expired share answer 400 (owner)",
    params: documentIdParams,
    body: snapshotIdBody,
    example: { snapshotId: EXAMPLE_ID },
    response: managedResponse,
  }),
  shortUrl: defineContract({
    method: "GET",
    path: "/s/{code}",
    tag,
    auth: "public",
    summary: "Short share link: 302 to the share's link address (/shared/{key}/0); unknown, disabled or expired: the link-disabled page (404, HTML)",
    params: z.object({ code: z.string() }),
    responseDescription: "302 redirect",
  }),
};
