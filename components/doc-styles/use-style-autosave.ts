"use client";

import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { classifySaveFailure } from "@/components/editor/state/classify";
import { isApiError, type ApiFieldProblem } from "@/lib/client/api";
import type { DocStyleData } from "@/lib/doc-styles/schema";
import { SaveQueue } from "@/lib/editor/save-queue";
import { docStyleApi } from "./doc-style-api";
import { fieldProblemsOf } from "./server-problems";
import { validateStyle, type StyleProblem } from "./style-form";

/** Accounts spec §9: "Doc style auto-save delay 1000 ms". */
export const DOC_STYLE_SAVE_DELAY_MS = 1000;

const KEY = "style";

/**
 * The style being edited, saved 1 s after the last edit through the editor's save queue (one request
 * in flight, network and server failures retried until they land, refusals shown and kept). A body
 * the schema refuses is not sent: its problems show next to the fields, and the next valid edit saves.
 * The server's own field problems (a 400) show the same way.
 */
export function useStyleAutosave(styleId: string, initial: DocStyleData, editable: boolean) {
  const [body, setBody] = useState(initial);
  const [localProblems, setLocalProblems] = useState<StyleProblem[]>([]);
  const [serverProblems, setServerProblems] = useState<ApiFieldProblem[]>([]);
  const queue = useMemo(() => new SaveQueue({ classify: classifySaveFailure }), []);
  const saving = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const bodyRef = useRef(body);

  const edit = useCallback(
    (change: (current: DocStyleData) => DocStyleData) => {
      if (!editable) return;
      const next = change(bodyRef.current);
      bodyRef.current = next;
      setBody(next);
      const problems = validateStyle(next);
      setLocalProblems(problems);
      if (problems.length) return;
      // The body is taken now: a later edit replaces this save while it waits, never a newer one by an older.
      queue.schedule(KEY, DOC_STYLE_SAVE_DELAY_MS, async (signal) => {
        try {
          await docStyleApi.update(styleId, next, signal);
          setServerProblems([]);
        } catch (error) {
          if (isApiError(error) && error.kind === "server") setServerProblems(fieldProblemsOf(error.message, error.fields ?? []));
          throw error;
        }
      });
    },
    [editable, queue, styleId],
  );

  // Leaving with an edit not yet on the server: the browser asks first.
  useEffect(() => {
    if (!saving.busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [saving.busy]);

  const failure = saving.failures[0]?.error;
  return {
    body,
    edit,
    saving,
    /** Field problems to show: the ones found here, else the server's. */
    problems: localProblems.length ? localProblems : serverProblems,
    invalid: localProblems.length > 0,
    failure: failure === undefined ? null : failure,
    retry: () => queue.retryFailed(),
    /** Sends a waiting edit now (before exporting, copying or leaving). */
    flush: () => queue.flush(),
  };
}
