"use client";

import { useEffect, useRef } from "react";
import { apiFetch } from "@/lib/client/api";
import type { TableResult } from "@/lib/pricing/result";

/** Waits past the block's own save (500 ms) so the cached total follows what was saved. */
export const CACHED_TOTAL_DELAY_MS = 1000;

/**
 * Keeps the document's cached total of this table (accounts spec §3 cachedData: the index shows it)
 * in step with the editor: once the grand total or currency has rested for a second, and only when it
 * differs from what was last sent. A change still waiting when the editor closes (the block is
 * deselected) is sent then. A failed call is forgotten, so the next change (or opening) sends again;
 * the cache is derived data, never worth an error message.
 */
export function useCachedTotal(documentId: string, segmentId: string, result: Pick<TableResult, "grandTotal" | "currency" | "effectType" | "decimals">) {
  const sent = useRef<string | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const { grandTotal: total, currency, effectType, decimals } = result;
  const key = `${currency} ${total} ${effectType} ${decimals}`;

  useEffect(() => {
    if (sent.current === key) return;
    const send = () => {
      pending.current = null;
      sent.current = key;
      apiFetch(`/api/document/${documentId}/set-cached-data`, { body: { segmentId, total, currency, effectType, decimals } }).catch(() => {
        if (sent.current === key) sent.current = null;
      });
    };
    pending.current = send;
    const timer = setTimeout(send, CACHED_TOTAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, documentId, segmentId, total, currency, effectType, decimals]);

  useEffect(() => () => pending.current?.(), []);
}
