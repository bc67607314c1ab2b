"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/api";

/**
 * Whether the workspace lets its members share by e-mail (Team.canShareByEmail). The editor passes it
 * when it knows it; otherwise the workspace is asked (GET /api/team/{id}). Undefined while unknown.
 * When the question fails the form stays offered: the server refuses a forbidden e-mail share anyway.
 */
export function useEmailSharing(teamId: string, known: boolean | undefined): boolean | undefined {
  const [fetched, setFetched] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (known !== undefined) return;
    const controller = new AbortController();
    apiFetch<{ canShareByEmail: boolean }>(`/api/team/${encodeURIComponent(teamId)}`, { signal: controller.signal })
      .then((team) => setFetched(team.canShareByEmail))
      .catch(() => {
        if (!controller.signal.aborted) setFetched(true);
      });
    return () => controller.abort();
  }, [teamId, known]);
  return known ?? fetched;
}
