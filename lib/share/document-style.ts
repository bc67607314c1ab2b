/**
 * The CSS of a document's style (fonts, colours, spacing) for the share view. Document styles come
 * with issue 10: this is the one place that will turn `styleData` into CSS scoped to the document;
 * until then it adds nothing.
 */
export function documentStyleCss(styleData: unknown): string {
  void styleData;
  return "";
}
