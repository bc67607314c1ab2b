import { z } from "zod";
import { defineContract, successSchema } from "@/lib/http/contract";
import { decodeCursor } from "@/lib/documents/list-schemas";
import { DOCUMENT_TITLE_MAX } from "@/lib/documents/limits";
import { idSchema } from "@/lib/validation/ids";

// Content templates ("saved blocks", workspace spec §1 /content-templates): a block with its children
// saved by a user as a Document of templateType CONTENT_TEMPLATE, in the workspace of the document
// it came from. They are the saving user's own: listed, inserted (POST
// /api/document/{id}/segment/from-template) and deleted by that user alone; others get 404.
// Saving one is POST /api/segment/{id}/content-template (lib/segments/contracts.ts).

const tag = "Content templates";

export const contentTemplateItem = z.object({
  id: z.string(),
  title: z.string(),
  teamId: z.string(),
  segmentType: z.string().nullable().describe("Type of the saved (top) block"),
  preview: z.string().describe("Its text, shortened (at most 140 characters)"),
  createdAt: z.string(),
});

export const listContentTemplatesQuery = z.object({
  teamId: idSchema.optional().describe("Only this workspace's (the caller must be a member, else 404)"),
  cursor: z
    .string()
    .max(200)
    .transform((text, ctx) => {
      // The documents index's opaque keyset cursor ([time, id]); here the time is createdAt.
      const cursor = decodeCursor(text);
      if (!cursor) {
        ctx.addIssue({ code: "custom", message: "validation.invalid" });
        return z.NEVER;
      }
      return { createdAt: cursor.updatedAt, id: cursor.id };
    })
    .optional()
    .describe("nextCursor of the previous page"),
});

export const createContentTemplateBody = z.object({
  teamId: idSchema,
  title: z.string().trim().min(1).max(DOCUMENT_TITLE_MAX),
  segmentType: z.string().trim().min(1).max(40),
});

export const contentTemplateContracts = {
  create: defineContract({
    method: "POST",
    path: "/api/content-templates",
    tag,
    auth: "user",
    summary: "A new saved block of one type with its defaults, the caller's own, in one of the caller's workspaces; filled in the editor at /document/{id}. 201",
    body: createContentTemplateBody,
    example: { teamId: "ckexampleid0000000000000a", title: "Welcome note", segmentType: "paragraph" },
    response: z.object({ template: z.object({ id: z.string(), title: z.string(), teamId: z.string(), segmentType: z.string(), createdAt: z.string() }) }),
    responseDescription: "201 with the new template",
  }),
  list: defineContract({
    method: "GET",
    path: "/api/content-templates",
    tag,
    auth: "user",
    // The caller's own templates only: there is nobody else's to name.
    scope: "self",
    summary: "The caller's content templates, newest first, 50 a page (keyset cursor)",
    query: listContentTemplatesQuery,
    response: z.object({ items: z.array(contentTemplateItem), nextCursor: z.string().nullable() }),
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/content-template/{id}",
    tag,
    auth: "user",
    summary: "Delete one of the caller's content templates (404 for anyone else's)",
    params: z.object({ id: idSchema }),
    response: successSchema,
  }),
};
