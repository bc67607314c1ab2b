import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { idSchema } from "@/lib/validation/ids";

// Undo and redo (issue 4): POST /api/undo, POST /api/redo (accounts spec §7). Only the document's
// owner edits, so only the owner undoes and redoes: other members get 403, everyone else 404.

const tag = "Documents";

export const historyStepSchema = z.object({ documentId: idSchema });

const historyStepResponse = z.object({
  success: z.literal(true),
  action: z.string().describe('what was undone or redone, e.g. "rename", "set-event", "segment-update"'),
  canUndo: z.boolean(),
  canRedo: z.boolean(),
});

const example = { documentId: "ckdocument0000000000000001" };

export const historyContracts = {
  undo: defineContract({
    method: "POST",
    path: "/api/undo",
    tag,
    auth: "user",
    summary:
      "Undo the caller's latest change to the document (owner only). Each user has their own history per document, kept in the database and cleared when the document is transferred or moved; 409 when there is nothing to undo or the document is deleted",
    body: historyStepSchema,
    example,
    response: historyStepResponse,
  }),
  redo: defineContract({
    method: "POST",
    path: "/api/redo",
    tag,
    auth: "user",
    summary: "Redo the change the caller undid last (owner only); a new change after an undo drops what was undone. 409 when there is nothing to redo or the document is deleted",
    body: historyStepSchema,
    example,
    response: historyStepResponse,
  }),
};
