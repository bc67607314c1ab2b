import { useMemo } from "react";
import { documentStyle } from "@/lib/doc-styles/css";
import { miscFileUrl } from "@/lib/documents/view";

/**
 * A document's style as CSS for its scope and its Google font sheets, for members of its workspace
 * (uploaded fonts load from the workspace's own file address), worked out again only when the style changes.
 */
export function useDocumentStyle(documentId: string, styleData: unknown) {
  return useMemo(() => documentStyle(documentId, styleData, miscFileUrl), [documentId, styleData]);
}
