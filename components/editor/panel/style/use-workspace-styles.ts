"use client";

import { useEffect, useState } from "react";
import type { DocStyleItem } from "@/components/doc-styles/doc-style-api";
import { docStyleApi } from "../doc-style-api";

/**
 * The workspace's styles, for choosing one. Not asked by a reader: the list only serves changing the
 * style, and an operator outside the workspace may not list its styles.
 */
export function useWorkspaceStyles(teamId: string, enabled: boolean) {
  const [styles, setStyles] = useState<DocStyleItem[] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    docStyleApi
      .list(teamId, controller.signal)
      .then((answer) => setStyles(answer.styles))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setLoadError(failure);
      });
    return () => controller.abort();
  }, [teamId, enabled]);

  /** A style just made in the tab joins the list without asking for it again. */
  const add = (style: DocStyleItem) => setStyles((list) => [...(list ?? []), style]);
  return { styles, loadError, add };
}
