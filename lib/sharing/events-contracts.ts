import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { SHARE_EVENT_NAMES } from "./events";

// The share view's browser reports (accounts spec §4, workspace spec §7). The page itself records
// loaded-share-page and clicked-go-to-document when it serves them, so a browser may not send those:
// it could otherwise count opens (and trigger the owner's first-open notice) without opening anything.

export const BROWSER_EVENT_NAMES = [...SHARE_EVENT_NAMES.filter((name) => name !== "loaded-share-page" && name !== "clicked-go-to-document"), "visit-duration"] as const;
export type BrowserEventName = (typeof BROWSER_EVENT_NAMES)[number];

/** A visit lasts at most a day as far as the owner's history is concerned. */
export const MAX_VISIT_MS = 86_400_000;

export const shareEventParams = z.object({
  key: z.string().max(40, { message: "validation.invalid" }),
  n: z.string().max(4, { message: "validation.invalid" }),
});

/** More top-level blocks than any real document has: a report naming more is not a page's. */
export const MAX_SECTIONS = 500;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { message: "validation.invalid" });
const milliseconds = z.number({ message: "validation.invalidNumber" }).int({ message: "validation.invalidNumber" }).min(0).max(MAX_VISIT_MS);

/**
 * Strict: a beacon sends exactly these keys, anything else is not ours. Section times (top-level
 * block id → milliseconds read, cumulative for the visit) come only with a visit-duration report,
 * which they cannot outlast; that the ids are the share's blocks is checked against the share.
 */
export const shareEventBody = z
  .strictObject({
    name: z.enum(BROWSER_EVENT_NAMES, { message: "validation.invalid" }),
    visitId: id,
    durationMs: milliseconds.optional(),
    sections: z
      .record(id, milliseconds)
      .refine((sections) => Object.keys(sections).length <= MAX_SECTIONS, { message: "validation.invalid" })
      .optional(),
    lastSection: id.optional(),
  })
  .superRefine((body, context) => {
    const hasSections = body.sections !== undefined || body.lastSection !== undefined;
    if (hasSections && (body.name !== "visit-duration" || body.durationMs === undefined)) {
      context.addIssue({ code: "custom", path: ["sections"], message: "validation.invalid" });
    }
  });

export type ShareEventBody = z.output<typeof shareEventBody>;

export const shareEventContracts = {
  record: defineContract({
    method: "POST",
    path: "/api/shared-document/{key}/{n}/events",
    tag: "Sharing",
    auth: "public",
    summary:
      "A share visitor's browser reports a view event, or the visit's visible duration with its cumulative time per top-level block (also as text/plain, for sendBeacon); 204",
    params: shareEventParams,
    body: shareEventBody,
    example: { name: "images-finished-loading", visitId: "v1a2b3c4" },
    responseDescription: "No content",
  }),
};
