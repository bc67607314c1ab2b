"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { MediaListItem, MediaPage } from "@/lib/media/list";

export type LibraryView = "all" | "album" | "deleted";

interface Loaded {
  key: string;
  items: MediaListItem[];
  nextCursor: string | null;
  error?: string;
}

const pageUrl = (teamId: string, view: LibraryView, albumId: string | null, cursor: string | null) => {
  const query = new URLSearchParams({ view });
  if (view === "album" && albumId) query.set("albumId", albumId);
  if (cursor) query.set("cursor", cursor);
  return `/api/team/${teamId}/media?${query.toString()}`;
};

/**
 * One view of the library, page by page (GET /api/team/{id}/media with view and albumId): the first
 * page on every change of workspace, view or album and on `reload`; `loadMore` appends the next.
 * Answers to an outdated request are dropped.
 */
export function useLibraryList(teamId: string, view: LibraryView, albumId: string | null, active: boolean) {
  const errorText = useErrorMessage();
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ key: "", items: [], nextCursor: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string>();
  const key = `${teamId}|${view}|${albumId ?? ""}|${reloads}`;
  const keyRef = useRef(key);

  useEffect(() => {
    keyRef.current = key;
    if (!active) return;
    const controller = new AbortController();
    apiFetch<MediaPage>(pageUrl(teamId, view, albumId, null), { signal: controller.signal }).then(
      (page) => {
        setLoaded({ key, items: page.items, nextCursor: page.nextCursor });
        setMoreError(undefined);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key, items: [], nextCursor: null, error: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [active, key, teamId, view, albumId, errorText]);

  const loadMore = useCallback(async () => {
    if (!loaded.nextCursor || loaded.key !== key) return;
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      const page = await apiFetch<MediaPage>(pageUrl(teamId, view, albumId, loaded.nextCursor));
      if (keyRef.current !== key) return;
      setLoaded((current) => {
        const known = new Set(current.items.map((item) => item.id));
        return { ...current, items: [...current.items, ...page.items.filter((item) => !known.has(item.id))], nextCursor: page.nextCursor };
      });
    } catch (error) {
      setMoreError(errorText(error));
    } finally {
      setLoadingMore(false);
    }
  }, [loaded.nextCursor, loaded.key, key, teamId, view, albumId, errorText]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const loading = active && loaded.key !== key;
  return {
    items: loading ? [] : loaded.items,
    loading,
    error: loading ? undefined : loaded.error,
    hasMore: !loading && Boolean(loaded.nextCursor),
    loadMore,
    loadingMore,
    moreError,
    reload,
  };
}
