import { documentCssSelector } from "@/lib/documents/css-scope";
import { docStyleCss, googleFontHrefs } from "@/lib/doc-styles/css";
import { shareFileUrl } from "./urls";

/**
 * The CSS of a shared document's style (fonts, colours, spacing), scoped to the document like its
 * custom CSS; uploaded font files load through the share's own file address, so a visitor needs no
 * account. "" for a document without a style.
 */
export function documentStyleCss(documentId: string, styleData: unknown, shareKey: string): string {
  return docStyleCss(styleData, documentCssSelector(documentId), (fileId) => shareFileUrl(fileId, shareKey));
}

/** The Google font style sheets the visitor's browser loads for the style (allowed by the share CSP). */
export const documentFontHrefs = (styleData: unknown): string[] => googleFontHrefs(styleData);
