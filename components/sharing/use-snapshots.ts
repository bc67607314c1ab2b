"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { SnapshotList, SnapshotView } from "./types";

/** The first shares fetched (workspace spec §9: snapshots fetched 3 at first). */
export const FIRST_SNAPSHOTS = 3;

/**
 * A document's shares, newest first: 3 at first, all after showAll(). Reloads when `revision` grows
 * (a new share); `replace` folds in a share an action changed (enable, disable, resend).
 */
export function useSnapshots(documentId: string, revision: number) {
  const errorText = useErrorMessage();
  const [all, setAll] = useState(false);
  const [own, setOwn] = useState(0);
  const [list, setList] = useState<SnapshotList | null>(null);
  // The request last answered (or failed): loading is "the current request has not answered yet".
  const [settled, setSettled] = useState<{ key: string; error: string | null } | null>(null);
  const key = `${documentId}|${revision}|${own}|${all}`;

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<SnapshotList>(`/api/document/${encodeURIComponent(documentId)}/snapshots?limit=${all ? "all" : FIRST_SNAPSHOTS}`, { signal: controller.signal })
      .then((answer) => {
        setList(answer);
        setSettled({ key, error: null });
      })
      .catch((caught) => {
        if (!controller.signal.aborted) setSettled({ key, error: errorText(caught) });
      });
    return () => controller.abort();
  }, [documentId, all, key, errorText]);
  const loading = settled?.key !== key;
  const error = loading ? null : (settled?.error ?? null);

  const replace = useCallback((snapshot: SnapshotView) => {
    setList((current) => current && { ...current, snapshots: current.snapshots.map((item) => (item.id === snapshot.id ? snapshot : item)) });
  }, []);

  return { list, loading, error, all, showAll: () => setAll(true), replace, reload: () => setOwn((value) => value + 1) };
}
