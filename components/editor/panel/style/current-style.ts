import { readDocStyle } from "@/lib/doc-styles/defaults";
import { presetIdOf, type StylePresetId } from "@/lib/doc-styles/presets";
import type { DocStyleData } from "@/lib/doc-styles/schema";
import type { DocumentView } from "@/lib/documents/view";

/** Where the document's style comes from, as the Style tab marks it. */
export type CurrentStyle =
  | { kind: "workspace"; styleId: string; name: string; style: DocStyleData | null }
  | { kind: "preset"; presetId: StylePresetId; name: string; style: DocStyleData }
  | { kind: "own"; name: string; style: DocStyleData }
  | { kind: "none" };

/**
 * The document's style: a workspace style it is linked to, a theme preset it took unchanged, a
 * style of its own (customised, or a copy whose workspace style was deleted since), or none.
 */
export function currentStyleOf(doc: Pick<DocumentView, "style" | "styleData">): CurrentStyle {
  const style = readDocStyle(doc.styleData);
  if (doc.style) return { kind: "workspace", styleId: doc.style._id, name: doc.style.name, style };
  if (!style) return { kind: "none" };
  const presetId = presetIdOf(doc.styleData);
  if (presetId) return { kind: "preset", presetId, name: style.name, style };
  return { kind: "own", name: style.name, style };
}

/** The id a radio group marks as chosen: a preset's or a workspace style's. */
export const checkedPreset = (current: CurrentStyle) => (current.kind === "preset" ? current.presetId : null);
export const checkedWorkspaceStyle = (current: CurrentStyle) => (current.kind === "workspace" ? current.styleId : null);
