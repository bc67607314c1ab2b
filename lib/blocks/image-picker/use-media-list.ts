"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { MediaListItem, MediaPage } from "@/lib/media/list";

/** Typing pauses this long before the library is searched. */
const SEARCH_DELAY_MS = 300;

interface Loaded {
  /** Which request this answers (team, term, reload count); another key means a request is on its way. */
  key: string;
  items: MediaListItem[];
  nextCursor: string | null;
  error?: string;
}

const pageUrl = (teamId: string, search: string, cursor: string | null) => {
  const query = new URLSearchParams();
  if (search) query.set("search", search);
  if (cursor) query.set("cursor", cursor);
  const text = query.toString();
  return `/api/team/${teamId}/media${text ? `?${text}` : ""}`;
};

/**
 * The workspace's media library, page by page (GET /api/team/{id}/media), while `active`: the first
 * page is fetched on opening, on each (debounced) search and on `reload`; `loadMore` appends the next.
 * Answers to an outdated request (the term changed meanwhile) are dropped.
 */
export function useMediaList(teamId: string, active: boolean) {
  const errorText = useErrorMessage();
  const [search, setSearch] = useState("");
  const [term, setTerm] = useState("");
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ key: "", items: [], nextCursor: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string>();
  const key = `${teamId}|${term}|${reloads}`;
  const keyRef = useRef(key);

  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    keyRef.current = key;
    if (!active) return;
    const controller = new AbortController();
    apiFetch<MediaPage>(pageUrl(teamId, term, null), { signal: controller.signal }).then(
      (page) => {
        setLoaded({ key, items: page.items, nextCursor: page.nextCursor });
        setMoreError(undefined);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key, items: [], nextCursor: null, error: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [active, key, teamId, term, errorText]);

  const loadMore = useCallback(async () => {
    if (!loaded.nextCursor || loaded.key !== key) return;
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      const page = await apiFetch<MediaPage>(pageUrl(teamId, term, loaded.nextCursor));
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
  }, [loaded.nextCursor, loaded.key, key, teamId, term, errorText]);

  const current = loaded.key === key;
  return {
    search,
    setSearch,
    /** The term the shown list answers (the box may already hold a newer one). */
    term,
    items: current ? loaded.items : [],
    loading: active && !current,
    error: current ? (loaded.error ?? moreError) : undefined,
    hasMore: current && loaded.nextCursor !== null,
    loadingMore,
    loadMore,
    reload: useCallback(() => setReloads((count) => count + 1), []),
  };
}
