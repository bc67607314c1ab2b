"use client";

import { useEffect, useState } from "react";
import { LAST_DOCUMENT_KEY } from "@/components/documents/document-api";

// alt+b in the editor goes back to the document opened before this one. The document page
// overwrites LAST_DOCUMENT_KEY with the open document in an effect, so the value read while this
// first renders (before any effect) is still the one before; it is kept under its own key, so it
// survives reloading the editor.
const PREVIOUS_DOCUMENT_KEY = "eventdocs.editor.previousDocumentId";

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function previousOf(documentId: string | undefined): string | null {
  if (typeof window === "undefined") return null;
  const last = readKey(LAST_DOCUMENT_KEY);
  if (last && last !== documentId) return last;
  const kept = readKey(PREVIOUS_DOCUMENT_KEY);
  return kept && kept !== documentId ? kept : null;
}

/** The id of the document opened before `documentId` in this browser, or null. */
export function usePreviousDocument(documentId: string | undefined): string | null {
  const [state, setState] = useState(() => ({ documentId, previous: previousOf(documentId) }));
  // Another document opened in the same editor: the one that was open becomes the previous one.
  if (state.documentId !== documentId) setState({ documentId, previous: state.documentId ?? null });

  useEffect(() => {
    if (!state.previous) return;
    try {
      window.localStorage.setItem(PREVIOUS_DOCUMENT_KEY, state.previous);
    } catch {
      // A convenience only.
    }
  }, [state.previous]);

  return state.previous;
}
