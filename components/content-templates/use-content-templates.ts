"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/api";

/** One saved block as GET /api/content-templates lists it. */
export interface ContentTemplateItem {
  id: string;
  title: string;
  segmentType: string | null;
  preview: string;
  teamId: string;
  createdAt: string;
}

interface Page {
  items: ContentTemplateItem[];
  nextCursor: string | null;
}

type State = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; items: ContentTemplateItem[]; nextCursor: string | null; loadingMore: boolean };

/** The caller's saved blocks, newest first, a page at a time (optionally of one workspace). */
export function useContentTemplates(teamId?: string) {
  const [state, setState] = useState<State>({ status: "loading" });
  const query = (cursor?: string) => {
    const params = new URLSearchParams();
    if (teamId) params.set("teamId", teamId);
    if (cursor) params.set("cursor", cursor);
    const text = params.toString();
    return `/api/content-templates${text ? `?${text}` : ""}`;
  };

  const load = useCallback(async () => {
    try {
      const page = await apiFetch<Page>(query());
      setState({ status: "ready", items: page.items, nextCursor: page.nextCursor, loadingMore: false });
    } catch (error) {
      setState({ status: "error", error });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- query depends on teamId only
  }, [teamId]);

  useEffect(() => {
    // The first page arrives asynchronously; the state starts as "loading" already.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- setState happens after the await
    void load();
  }, [load]);

  const loadMore = async () => {
    if (state.status !== "ready" || !state.nextCursor) return;
    setState({ ...state, loadingMore: true });
    try {
      const page = await apiFetch<Page>(query(state.nextCursor));
      setState({ status: "ready", items: [...state.items, ...page.items], nextCursor: page.nextCursor, loadingMore: false });
    } catch (error) {
      setState({ status: "error", error });
    }
  };

  const removeLocally = (id: string) =>
    setState((current) => (current.status === "ready" ? { ...current, items: current.items.filter((item) => item.id !== id) } : current));

  return { state, reload: load, loadMore, removeLocally };
}
