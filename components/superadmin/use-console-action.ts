"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState, useTransition } from "react";
import { apiFetch, isApiError, type ApiFetchOptions, type ApiFieldProblem } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";

export interface ConsoleAction<T> {
  /** Sends the request; after a success the server-rendered screen is loaded again. Answers the result, or null when it failed. */
  run: (path: string, options?: ApiFetchOptions) => Promise<T | null>;
  /** The request is running, or the screen is reloading after it. */
  busy: boolean;
  /** The server's message (already in the user's language), or ours for network failures. */
  error: string | null;
  /** The message for one input field (the server names it in a 400), if any. */
  fieldError: (path: string) => string | undefined;
  /** Set after a success until the next run: the status line's text is up to the caller. */
  done: boolean;
  reset: () => void;
}

/** One operator action (a form's submit): its request, its busy and error state, and a refresh of the page's data after it. */
export function useConsoleAction<T = unknown>(): ConsoleAction<T> {
  const router = useRouter();
  const message = useErrorMessage();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [fields, setFields] = useState<ApiFieldProblem[]>([]);

  const run = useCallback(
    async (path: string, options?: ApiFetchOptions) => {
      setSending(true);
      setError(null);
      setFields([]);
      setDone(false);
      try {
        const result = await apiFetch<T>(path, options);
        setDone(true);
        startRefresh(() => router.refresh());
        return result;
      } catch (caught) {
        setError(message(caught));
        if (isApiError(caught) && caught.fields) setFields(caught.fields);
        return null;
      } finally {
        setSending(false);
      }
    },
    [message, router],
  );

  const reset = useCallback(() => {
    setError(null);
    setFields([]);
    setDone(false);
  }, []);

  const fieldError = useCallback((path: string) => fields.find((field) => field.path === path)?.message, [fields]);

  return { run, busy: sending || refreshing, error, fieldError, done, reset };
}
