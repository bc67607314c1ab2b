"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { DealOverviewData } from "./deal-types";

/** The document's deal (GET /api/document/{id}/deal), read again when `revision` grows (a new share) or on reload(). */
export function useDeal(documentId: string, revision: number) {
  const errorText = useErrorMessage();
  const [own, setOwn] = useState(0);
  const [deal, setDeal] = useState<DealOverviewData | null>(null);
  const key = `${documentId}|${revision}|${own}`;
  const [settled, setSettled] = useState<{ key: string; error: string | null } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<DealOverviewData>(`/api/document/${encodeURIComponent(documentId)}/deal`, { signal: controller.signal })
      .then((answer) => {
        setDeal(answer);
        setSettled({ key, error: null });
      })
      .catch((caught) => {
        if (!controller.signal.aborted) setSettled({ key, error: errorText(caught) });
      });
    return () => controller.abort();
  }, [documentId, key, errorText]);

  const loading = settled?.key !== key;
  const error = loading ? null : (settled?.error ?? null);
  const reload = useCallback(() => setOwn((value) => value + 1), []);
  return { deal, loading, error, reload };
}
