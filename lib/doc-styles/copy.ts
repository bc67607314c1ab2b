import { sameJson } from "@/lib/json/same-json";
import { readDocStyle } from "./defaults";
import type { DocStyleData } from "./schema";

// A document keeps its own copy of its style (styleData), so a later change of the workspace style
// never changes a document, or a share, behind its owner's back. The editor compares the two and
// offers one click to update (accounts spec §4: "an up-to-date flag compares a document's style copy
// with the current style").

/** The columns of a doc style row that make up its content. */
export interface DocStyleRow {
  id: string;
  name: string;
  fonts: unknown;
  colors: unknown;
  others: unknown;
  uploadedFonts: unknown;
  customCSS: string | null;
}

/** What a document stores as styleData for this style: its content read through the schema, plus the style's id. */
export function styleDataFromRow(row: DocStyleRow): DocStyleData & { id: string } {
  const data = readDocStyle(row) ?? readDocStyle({ fonts: {}, colors: {} })!;
  return { id: row.id, ...data, name: row.name };
}

/** Does the document's copy still equal the style as it is now (its id aside). */
export function isStyleCopyUpToDate(styleData: unknown, row: DocStyleRow): boolean {
  const copy = readDocStyle(styleData);
  if (!copy) return false;
  const { id: _id, ...current } = styleDataFromRow(row);
  void _id;
  return sameJson(copy, current);
}
