import { z } from "zod";
import { segmentResponse } from "@/lib/documents/contracts";
import { defineContract, successSchema } from "@/lib/http/contract";
import { DOCUMENT_TITLE_MAX } from "@/lib/documents/limits";
import { idSchema } from "@/lib/validation/ids";

// Block (segment) calls (editor issue §3; workspace spec §7 names them, the paths are ours).
// Every write is the document owner's; team-template rules (allowAddNewBlocks, allowDeleteBlocks,
// teamTemplateUserCanEdit) are enforced here as in the editor. content and metaData are parsed by
// the block type's own schema (lib/blocks/types/<type>/definition.ts): clamped, sanitized, or 400.
//
// Structure and content are versioned apart: `version` counts content writes (content, metaData,
// imageList, flags) and is the optimistic-concurrency check of update; moves, clones and deletes
// renumber siblings without touching it, so a pending text save never conflicts with a reorder.
//
// Blocks of the flow and fixed blocks (the cover) have separate calls: /api/segment/{id} answers 404
// for a fixed block and /api/fixed-block/{id} for a flow block (reading, GET /api/segment/{id},
// works for both). Every write also needs a plan in force (402 PLAN_LIMIT once it has ended) and a
// live document (409 while it is in the trash). Block-type problems are 400s naming the field:
// segmentType (unknown type), content or metaData (with the path inside them).

const tag = "Blocks";
const params = z.object({ id: idSchema });

/** Where a block goes: under `parent` (null = top level), at `index` among its siblings (default: last). */
const placement = {
  parent: idSchema.nullable().optional(),
  index: z.number().int().min(0).max(100_000).optional(),
};

export const createSegmentBody = z.object({
  segmentType: z.string().trim().min(1).max(40),
  ...placement,
  content: z.unknown().optional(),
  metaData: z.unknown().optional(),
  imageList: z.array(idSchema).max(200).optional(),
  /** The workspace misc files (POST /api/team/{teamId}/misc-file) the block offers for download. */
  miscFileList: z.array(idSchema).max(50).optional(),
});

export const updateSegmentBody = z.object({
  /** The version the edit is based on; a stale one is refused with 409, code VERSION_CONFLICT (the editor reconciles). */
  version: z.number().int().min(0),
  content: z.unknown().optional(),
  metaData: z.unknown().optional(),
  imageList: z.array(idSchema).max(200).optional(),
  /** The workspace misc files (POST /api/team/{teamId}/misc-file) the block offers for download. */
  miscFileList: z.array(idSchema).max(50).optional(),
  autoSelectOnHover: z.boolean().optional(),
  /** Only on team templates: whether members' documents made from it may edit this block. */
  teamTemplateUserCanEdit: z.boolean().optional(),
});

export const moveSegmentBody = z.object({ parent: idSchema.nullable(), index: z.number().int().min(0).max(100_000) });

export const fromTemplateBody = z.object({ templateId: idSchema, ...placement });

export const fixedBlockBody = z.object({
  positionName: z.string().trim().min(1).max(40),
  segmentType: z.string().trim().min(1).max(40),
  content: z.unknown().optional(),
  metaData: z.unknown().optional(),
  imageList: z.array(idSchema).max(200).optional(),
  /** The workspace misc files (POST /api/team/{teamId}/misc-file) the block offers for download. */
  miscFileList: z.array(idSchema).max(50).optional(),
});

export const saveAsContentTemplateBody = z.object({ title: z.string().trim().min(1).max(DOCUMENT_TITLE_MAX) });

/** The block order after a structural change: every block's parent and place, for the editor to apply. */
const layout = z.array(z.object({ id: z.string(), parent: z.string().nullable(), parentIndex: z.number(), order: z.number() }));

const EXAMPLE_ID = "ckexampleid0000000000000a";

export const segmentContracts = {
  create: defineContract({
    method: "POST",
    path: "/api/document/{id}/segment",
    tag,
    auth: "user",
    summary: "Add a block to the document (owner; refused when a team template forbids adding). 201",
    params,
    body: createSegmentBody,
    example: { segmentType: "heading", parent: null, content: "Welcome", metaData: { level: 1 } },
    response: z.object({ segment: segmentResponse, layout }),
  }),
  read: defineContract({
    method: "GET",
    path: "/api/segment/{id}",
    tag,
    auth: "user",
    summary: "One block as stored, with its version (anyone who may see the document; flow and fixed blocks alike); the editor reads it to reconcile a 409",
    params,
    response: z.object({ segment: segmentResponse }),
  }),
  update: defineContract({
    method: "POST",
    path: "/api/segment/{id}",
    tag,
    auth: "user",
    summary: "Change a block's content, metaData, images or flags (owner). 409 VERSION_CONFLICT when `version` is not the stored one",
    params,
    body: updateSegmentBody,
    example: { version: 0, content: "Our proposal" },
    response: z.object({ segment: segmentResponse }),
  }),
  clone: defineContract({
    method: "POST",
    path: "/api/segment/{id}/clone",
    tag,
    auth: "user",
    summary: "Copy a block with its children, placed right after it (owner; needs allowAddNewBlocks on team-template documents). 201",
    params,
    response: z.object({ segments: z.array(segmentResponse), layout }),
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/segment/{id}",
    tag,
    auth: "user",
    summary: "Delete a block and its children (owner; needs allowDeleteBlocks on team-template documents)",
    params,
    response: z.object({ success: z.boolean(), layout }),
  }),
  move: defineContract({
    method: "POST",
    path: "/api/segment/{id}/move",
    tag,
    auth: "user",
    summary: "Move a block (with its children) under another parent or to another place; at most 4 levels deep, never into itself",
    params,
    body: moveSegmentBody,
    example: { parent: null, index: 0 },
    response: z.object({ success: z.boolean(), layout }),
  }),
  createFromTemplate: defineContract({
    method: "POST",
    path: "/api/document/{id}/segment/from-template",
    tag,
    auth: "user",
    summary: "Insert a saved block (content template, with its children) into the document (owner; the caller's own content template of the document's workspace, else 404; needs allowAddNewBlocks on team-template documents). 201",
    params,
    body: fromTemplateBody,
    example: { templateId: EXAMPLE_ID, parent: null },
    response: z.object({ segments: z.array(segmentResponse), layout }),
  }),
  createFixed: defineContract({
    method: "POST",
    path: "/api/document/{id}/fixed-block",
    tag,
    auth: "user",
    summary: "Create the document's fixed block at positionName (the cover); 409 when that position is taken. 201",
    params,
    body: fixedBlockBody,
    example: { positionName: "cover", segmentType: "cover" },
    response: z.object({ segment: segmentResponse }),
  }),
  updateFixed: defineContract({
    method: "POST",
    path: "/api/fixed-block/{id}",
    tag,
    auth: "user",
    summary: "Change a fixed block (owner); same rules and 409 as a block update",
    params,
    body: updateSegmentBody,
    example: { version: 0, content: { title: "Summer gala" } },
    response: z.object({ segment: segmentResponse }),
  }),
  removeFixed: defineContract({
    method: "DELETE",
    path: "/api/fixed-block/{id}",
    tag,
    auth: "user",
    summary: "Remove a fixed block (owner)",
    params,
    response: successSchema,
  }),
  saveAsContentTemplate: defineContract({
    method: "POST",
    path: "/api/segment/{id}/content-template",
    tag,
    auth: "user",
    summary: "Save a block with its children as one of the caller's content templates, in the document's workspace (members of that workspace who may see the document; others 403/404). 201",
    params,
    body: saveAsContentTemplateBody,
    example: { title: "Welcome section" },
    response: z.object({
      template: z.object({ id: z.string(), title: z.string(), segmentType: z.string(), createdAt: z.string(), teamId: z.string() }),
    }),
    responseDescription: "201 with the new content template",
  }),
};
