import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { idSchema } from "@/lib/validation/ids";
import { STYLE_PRESET_IDS, STYLE_PRESETS } from "./presets";
import { docStyleBodySchema } from "./schema";

// The calls that give a document a style of its own (document-own-style.ts): a theme preset, or a
// style customised in the editor's Style tab. Registered with the other doc style contracts.

const tag = "Doc styles";

/** An id is checked by the service, so an unknown one is refused with a message naming presets, not a generic one. */
export const setStylePresetSchema = z.object({
  presetId: z.string({ message: "errors.stylePresetUnknown" }).trim().min(1).max(64).describe(`One of: ${STYLE_PRESET_IDS.join(", ")}`),
});

const ownStyleAnswer = z.object({
  success: z.boolean(),
  styleData: z.unknown().describe("The document's own style (a preset's copy also names it in `preset`)"),
  styleId: z.null(),
  style: z.null().describe("No workspace style"),
  styleUpToDate: z.null().describe("Null: there is no workspace style to be up to date with"),
  version: z.number(),
});

const documentParams = z.object({ id: idSchema });

export const ownStyleContracts = {
  setDocumentStylePreset: defineContract({
    method: "POST",
    path: "/api/document/{id}/set-style-preset",
    tag,
    auth: "user",
    summary: "Give the document one of the built-in theme presets as its own style, named in the caller's language (owner; an unknown preset is a 400; recorded for undo)",
    params: documentParams,
    body: setStylePresetSchema,
    example: { presetId: "garden-wedding" },
    response: ownStyleAnswer,
  }),
  setDocumentStyleData: defineContract({
    method: "POST",
    path: "/api/document/{id}/set-doc-style-data",
    tag,
    auth: "user",
    summary: "Keep a whole style, validated field by field, as the document's own (no workspace style; uploaded fonts must be files of its workspace; owner; recorded for undo)",
    params: documentParams,
    body: docStyleBodySchema,
    example: { ...STYLE_PRESETS["garden-wedding"], name: "Garden wedding, our colours" },
    response: ownStyleAnswer,
  }),
};
