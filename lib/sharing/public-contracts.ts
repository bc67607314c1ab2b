import { z } from "zod";
import { defineContract } from "@/lib/http/contract";

// The public share view's JSON call (accounts spec §4): the frozen document of an open share, for
// API clients. No account: the share key is the capability, and a PIN share needs its PIN (or the
// browser's PIN cookie). Unknown, malformed, disabled and expired shares all answer 404.
const tag = "Shared documents";

/** Any text up to a sane length: the share's own checks (lib/sharing/access.ts) answer 404 for the rest. */
const shareKey = z.string().max(64).describe("The share key (22 letters and digits)");
const recipient = z.string().max(8).describe('The recipient: "0" the link, "1" the e-mail recipient');

/** The path of every public call of one share and recipient: /api/shared-document/{key}/{n}/... */
export const shareRecipientParams = z.object({ key: shareKey, n: recipient });

export const sharedDocumentResponse = z.object({
  document: z.object({
    title: z.string(),
    type: z.string(),
    numberingStyle: z.string(),
    styleData: z.unknown(),
    customCss: z.string().nullable(),
    cachedData: z.unknown(),
  }),
  segments: z.array(z.record(z.string(), z.unknown())).describe("The frozen blocks (new ids, one set per share)"),
  team: z.record(z.string(), z.unknown()),
  shareInfo: z.object({
    linkName: z.string().nullable(),
    message: z.string().nullable(),
    landingImage: z.string().nullable(),
    expiryDate: z.string(),
    preventPrinting: z.boolean(),
    hasPin: z.boolean(),
  }),
});

export const sharedDocumentContracts = {
  load: defineContract({
    method: "POST",
    path: "/api/shared-document/{key}/{n}",
    tag,
    auth: "public",
    summary:
      "The shared document as it was frozen when shared. A PIN share needs `pin` (4 digits) or the PIN cookie, else 401 `pinRequired` / `incorrectPin`; wrong tries are limited per share and address (429 while locked). A correct `pin` also sets the PIN cookie",
    params: shareRecipientParams,
    body: z.object({ pin: z.string().max(64).optional().describe("The share's 4-digit PIN") }),
    example: { pin: "1234" },
    response: sharedDocumentResponse,
  }),
};

// The public view's HTML pages and assets (route handlers outside /api, described here so the
// OpenAPI document covers every handler; they answer HTML, not JSON).
const viewTag = "Shared view (HTML)";

export const sharedViewContracts = {
  page: defineContract({
    method: "GET",
    path: "/shared/{key}/{recipient}",
    tag: viewTag,
    auth: "public",
    summary:
      "The share's landing page (HTML); with `step=document` the PIN form (PIN shares without the PIN cookie) or the read-only document. Unknown, malformed, disabled and expired shares answer the link-disabled page (404)",
    params: z.object({ key: shareKey, recipient }),
    query: z.object({
      step: z.enum(["document"]).optional().describe("Omit for the landing page"),
      v: z.string().max(64).optional().describe("The visit id the landing page's link carries"),
    }),
    responseDescription: "text/html",
  }),
  pin: defineContract({
    method: "POST",
    path: "/shared/{key}/{recipient}",
    tag: viewTag,
    auth: "public",
    summary:
      "The PIN form (url-encoded or multipart field `pin`): a right PIN sets the PIN cookie and answers a page that opens the document after 1 s; a wrong one 401 with the form again, a malformed one 400; 429 while locked after too many wrong tries (per share and per address)",
    params: z.object({ key: shareKey, recipient }),
    body: z.object({ pin: z.string().max(4).describe("4 digits") }),
    bodyType: "multipart",
    example: { pin: "1234" },
    responseDescription: "text/html",
  }),
  asset: defineContract({
    method: "GET",
    path: "/shared-assets/{file}",
    tag: viewTag,
    auth: "public",
    summary: "The share view's scripts, style sheets and images (content-hashed names, cached for good; compressed by the server)",
    params: z.object({ file: z.string().max(80).describe("name.hash.ext as the share view's pages name it") }),
    responseDescription: "text/javascript, text/css, image/png or image/svg+xml",
  }),
  previewImage: defineContract({
    method: "GET",
    path: "/shared/{key}/{recipient}/preview/{file}",
    tag: viewTag,
    auth: "public",
    summary:
      "The link preview's picture (og:image, 1200 x 630 JPEG): the landing image or the document's cover with the workspace's logo; a PIN share's shows only the logo and the style's colour. `file` is `{stamp}.jpg` as the pages name it (cached for good); an older stamp redirects to the current one. 404 unless the share is open",
    params: z.object({ key: shareKey, recipient, file: z.string().max(80).describe("{stamp}.jpg as the share's pages name it") }),
    responseDescription: "image/jpeg",
  }),
  senderPhoto: defineContract({
    method: "GET",
    path: "/shared/{key}/{recipient}/sender-photo",
    tag: viewTag,
    auth: "public",
    summary: "The profile photo of the planner who sent the share (96 x 96 WebP), for its landing page. 404 unless the share is open and its sender has a photo",
    params: z.object({ key: shareKey, recipient }),
    query: z.object({ v: z.string().max(64).optional().describe("The photo's version, as the landing page names it") }),
    responseDescription: "image/webp",
  }),
};
