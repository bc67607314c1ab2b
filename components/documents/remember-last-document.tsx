"use client";

import { useEffect } from "react";
import { LAST_DOCUMENT_KEY } from "./document-api";

/** Remembers the last document page opened (workspace spec §2), for the shell's alt+b. Renders nothing. */
export function RememberLastDocument({ documentId }: { documentId: string }) {
  useEffect(() => {
    try {
      window.localStorage.setItem(LAST_DOCUMENT_KEY, documentId);
    } catch {
      // Storage can be unavailable (private mode, quota): remembering is a convenience only.
    }
  }, [documentId]);
  return null;
}
