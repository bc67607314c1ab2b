"use client";

import { useCallback, useEffect, useRef } from "react";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import type { StyleAnswer } from "../doc-style-api";
import { usePanelAction } from "../use-panel-action";

type StyleFields = Pick<DocumentView, "styleData" | "style" | "styleUpToDate">;

/** What a style call answered, as a patch of the editor's document. */
export const styleAnswerPatch = (answer: StyleAnswer): Partial<DocumentView> => ({
  styleData: answer.styleData,
  style: answer.style,
  styleUpToDate: answer.styleUpToDate,
  version: answer.version,
});

/**
 * Applies a style to the document through the editor's save queue. The canvas takes the new look at
 * once (`preview`), before the server answers; a refusal puts the previous look back. Calls run one
 * after another in the order chosen, so the last choice is also the one the server keeps, and only
 * its answer is folded in.
 */
export function useStyleChoice(doc: StyleFields, queue: SaveQueue, onDocumentChange: (patch: Partial<DocumentView>) => void) {
  const { busy, error, run } = usePanelAction(queue);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(0);
  const current = useRef(doc);
  useEffect(() => {
    current.current = doc;
  });

  const apply = useCallback(
    async (request: () => Promise<StyleAnswer>, preview?: StyleFields): Promise<StyleAnswer | null> => {
      const ticket = ++latest.current;
      const before = { styleData: current.current.styleData, style: current.current.style, styleUpToDate: current.current.styleUpToDate };
      if (preview) onDocumentChange(preview);
      const answer = chain.current.then(() => run(request));
      chain.current = answer;
      const result = await answer;
      if (ticket !== latest.current) return result;
      if (result) onDocumentChange(styleAnswerPatch(result));
      else if (preview) onDocumentChange(before);
      return result;
    },
    [run, onDocumentChange],
  );

  return { busy, error, apply };
}
