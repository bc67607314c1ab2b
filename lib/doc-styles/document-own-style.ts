import type { Prisma } from "@/lib/db/generated/client";
import { updateDocumentFields } from "@/lib/documents/field-update";
import { AppError } from "@/lib/http/errors";
import type { Translator } from "@/lib/i18n/translator";
import { requireTeamFontFiles } from "./font-files";
import { isStylePresetId, STYLE_PRESETS } from "./presets";
import type { DocStyleData } from "./schema";
import { requireSafeStyleCss } from "./storable";

// A document may keep a style of its own, tied to no workspace style: a theme preset chosen in the
// Style tab, or a style customised there and saved "for this document". Either way the document's
// styleData is the whole style and its styleId is null, so the share view, the PDF and every other
// reader render it as they render any copy, and the "up to date" flag (which compares a copy with its
// workspace style) is null. A preset's copy also names the preset (`preset`), which the Style tab
// reads to mark it; readDocStyle ignores the extra key. Owner-only: the route handlers ask
// requireDocumentOwner first. Both writes go through updateDocumentFields (undo, trash, plan, version).

interface Change {
  documentId: string;
  userId: string;
}

/** What the editor folds in: the same shape as set-doc-style's answer, with no workspace style. */
async function applyOwnStyle(change: Change, action: string, styleData: Record<string, unknown>) {
  const doc = await updateDocumentFields({ ...change, action, fields: { styleId: null, styleData: styleData as Prisma.InputJsonObject } });
  return { success: true, styleData: doc.styleData, styleId: null, style: null, styleUpToDate: null, version: doc.version };
}

/** set-style-preset: the preset's style, named in the planner's language; an unknown preset is a 400 naming presetId. */
export async function setDocumentStylePreset(change: Change, presetId: string, t: Translator) {
  if (!isStylePresetId(presetId)) {
    throw new AppError("INVALID_INPUT", "stylePresetUnknown", {}, [{ path: "presetId", message: "errors.stylePresetUnknown" }]);
  }
  const style: DocStyleData = { ...STYLE_PRESETS[presetId], name: t(`editorPanel.stylePresets.themes.${presetId}.name`) };
  return applyOwnStyle(change, "set-style-preset", { preset: presetId, ...style });
}

/**
 * set-doc-style-data: a whole style (already validated field by field) kept by the document alone.
 * Its custom CSS is held to the rule of a document's, and uploaded fonts must be files of the document's workspace.
 */
export async function setDocumentStyleData(change: Change, teamId: string, style: DocStyleData) {
  const customCSS = requireSafeStyleCss(style.customCSS);
  await requireTeamFontFiles(teamId, style);
  return applyOwnStyle(change, "set-doc-style-data", { ...style, customCSS });
}
