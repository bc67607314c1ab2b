"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import type { AlbumView } from "@/lib/media/library-contracts";

/** The workspace's albums (GET /api/team/{id}/media-album), reloaded after one is created. */
export function useAlbums(teamId: string) {
  const [loaded, setLoaded] = useState<{ teamId: string; items: AlbumView[] }>({ teamId: "", items: [] });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!teamId) return;
    const controller = new AbortController();
    apiFetch<{ items: AlbumView[] }>(`/api/team/${teamId}/media-album`, { signal: controller.signal }).then(
      (answer) => setLoaded({ teamId, items: answer.items }),
      () => undefined, // the grid shows the error of its own request; albums then stay empty
    );
    return () => controller.abort();
  }, [teamId, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);
  return { albums: loaded.teamId === teamId ? loaded.items : [], reload };
}
