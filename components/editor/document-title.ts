"use client";

import { useCallback, useEffect, useSyncExternalStore } from "react";

// The document's title as the editor's page knows it right now. The page's header is rendered on the
// server and handed to the editor as a finished node, so it cannot read the editor's state: both the
// header and the Document tab read the title here instead, and whichever renames publishes the new
// one, so every place shows it at once without reloading the page.
//
// Each title carries the document version it was read or saved at. Versions only move forward, so
// the newest title wins whatever order the news arrives in (an undo after a rename, a panel
// mounted after the header renamed). The entry goes when nothing on the page reads it any more.

export interface TitleAt {
  title: string;
  version: number;
}

const titles = new Map<string, TitleAt>();
const readers = new Map<string, number>();
const listeners = new Set<() => void>();

/** Records a title of the document unless a newer one is known; tells every reader. */
export function publishDocumentTitle(documentId: string, next: TitleAt) {
  const known = titles.get(documentId);
  if (known && (known.version > next.version || (known.version === next.version && known.title === next.title))) return;
  titles.set(documentId, next);
  for (const listener of listeners) listener();
}

function subscribe(documentId: string, listener: () => void) {
  listeners.add(listener);
  readers.set(documentId, (readers.get(documentId) ?? 0) + 1);
  return () => {
    listeners.delete(listener);
    const left = (readers.get(documentId) ?? 1) - 1;
    if (left > 0) readers.set(documentId, left);
    else {
      readers.delete(documentId);
      titles.delete(documentId);
    }
  };
}

/**
 * The newest title of the document: the published one, or `own` when it is newer (or nothing was
 * published yet). Readers without a version of their own pass -1.
 */
export function useDocumentTitle(documentId: string, own: TitleAt): TitleAt {
  // A stable subscription: a new one on every render would count this reader out and in again.
  const listen = useCallback((listener: () => void) => subscribe(documentId, listener), [documentId]);
  const published = useSyncExternalStore(
    listen,
    () => titles.get(documentId),
    () => undefined,
  );
  return published && published.version >= own.version ? published : own;
}

/** The browser tab names the document (the page's own metadata title is generic). */
export function useBrowserTabTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Eventdocs`;
  }, [title]);
}
