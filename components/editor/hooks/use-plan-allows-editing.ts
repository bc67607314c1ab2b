"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/api";

/**
 * Whether the user's plan still allows editing (GET /api/account/does-plan-allow-edit): null while
 * asking or when not asked (`enabled` false, e.g. for a reader who edits nothing anyway). A failed
 * question answers true: the server refuses edits the plan does not allow in any case, and a
 * network hiccup must not lock the editor.
 */
export function usePlanAllowsEditing(enabled: boolean): boolean | null {
  const [allowed, setAllowed] = useState<boolean | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    apiFetch<{ doesPlanAllowEditing: boolean }>("/api/account/does-plan-allow-edit", { signal: controller.signal })
      .then((answer) => setAllowed(answer?.doesPlanAllowEditing !== false))
      .catch(() => {
        if (!controller.signal.aborted) setAllowed(true);
      });
    return () => controller.abort();
  }, [enabled]);

  return enabled ? allowed : null;
}
