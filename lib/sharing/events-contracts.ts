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

/** Strict: a beacon sends exactly these keys, anything else is not ours. */
export const shareEventBody = z.strictObject({
  name: z.enum(BROWSER_EVENT_NAMES, { message: "validation.invalid" }),
  visitId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { message: "validation.invalid" }),
  durationMs: z.number({ message: "validation.invalidNumber" }).int({ message: "validation.invalidNumber" }).min(0).max(MAX_VISIT_MS).optional(),
});

export const shareEventContracts = {
  record: defineContract({
    method: "POST",
    path: "/api/shared-document/{key}/{n}/events",
    tag: "Sharing",
    auth: "public",
    summary: "A share visitor's browser reports a view event or the visit's visible duration (also as text/plain, for sendBeacon); 204",
    params: shareEventParams,
    body: shareEventBody,
    example: { name: "images-finished-loading", visitId: "v1a2b3c4" },
    responseDescription: "No content",
  }),
};
