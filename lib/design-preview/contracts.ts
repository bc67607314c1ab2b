import { z } from "zod";
import { defineContract } from "@/lib/http/contract";

// The public design preview's HTML route (workspace spec §2), described here so the OpenAPI document
// covers every handler. No account needed: design templates are public; creating needs one.
const tag = "Design preview (HTML)";

/** Any text up to a sane length: the page answers its 404 for anything that names no design. */
const params = z.object({
  schabloneId: z.string().max(64).describe("The design template (definition) id"),
  docId: z.string().max(64).describe("Its design document's id"),
});

export const designPreviewContracts = {
  page: defineContract({
    method: "GET",
    path: "/design-preview/{schabloneId}/{docId}",
    tag,
    auth: "public",
    summary:
      "The design template's document as a shared document shows it, with the way back to its gallery and the \"Use this design\" form. An unknown design template, or a docId that is not its design document, answers the 404 page",
    params,
    responseDescription: "text/html",
  }),
  use: defineContract({
    method: "POST",
    path: "/design-preview/{schabloneId}/{docId}",
    tag,
    auth: "public",
    summary:
      "\"Use this design\" (a plain form, no fields): signed in, creates a document from the design template in the current workspace (the workspace cookie's, else the first) and answers 303 to /document/{id}; anonymous, 303 to /auth/register?design={schabloneId}",
    params,
    responseDescription: "303 redirect (text/html 404 page for an unknown design)",
  }),
};
