"use client";

import { useCallback, useState } from "react";
import type { SaveQueue } from "@/lib/editor/save-queue";

/**
 * One immediate setter call (paper size, numbering...): counted by the save queue so the Saving tab
 * shows it, with its own busy flag and error for the control that started it.
 */
export function usePanelAction(queue: SaveQueue) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async <T,>(request: () => Promise<T>): Promise<T | null> => {
      setBusy(true);
      setError(null);
      try {
        return await queue.track(request());
      } catch (failure) {
        setError(failure);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [queue],
  );

  return { busy, error, run };
}
