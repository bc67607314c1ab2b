import { useMemo } from "react";
import { docStyleCss, googleFontHrefs } from "@/lib/doc-styles/css";
import { documentCssSelector } from "@/lib/documents/css-scope";

/** Where the editor loads an uploaded font file of the document's style (the caller is a member of its workspace). */
export const editorFontUrl = (fileId: string) => `/api/misc-file/download/${encodeURIComponent(fileId)}`;

/** The document's style as CSS for its scope and its Google font sheets, worked out again only when the style copy changes. */
export function useDocumentStyle(documentId: string, styleData: unknown) {
  return useMemo(
    () => ({ styleCss: docStyleCss(styleData, documentCssSelector(documentId), editorFontUrl), fontHrefs: googleFontHrefs(styleData) }),
    [documentId, styleData],
  );
}
