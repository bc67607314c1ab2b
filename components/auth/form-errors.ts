"use client";

import { useEffect, useRef, useState } from "react";
import { isApiError } from "@/lib/client/api";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The server's field problems keyed by this form's input names (`pathToField` maps API paths such as
 * "firstname" to inputs such as "fullName"). `unmatched` tells whether a problem names no input here,
 * in which case the caller shows the whole message as a form error too.
 */
export function fieldErrorsFromApi<F extends string>(
  error: unknown,
  pathToField: Partial<Record<string, F>>,
): { fields: FieldErrors<F>; unmatched: boolean } {
  const fields: FieldErrors<F> = {};
  let unmatched = false;
  if (!isApiError(error)) return { fields, unmatched };
  for (const problem of error.fields ?? []) {
    const field = pathToField[problem.path] ?? pathToField[problem.path.split(".")[0]];
    if (field) fields[field] ??= problem.message;
    else unmatched = true;
  }
  return { fields, unmatched };
}

type FocusTarget = "invalid" | "first";

const CONTROLS = "input:not([type=hidden]):not(:disabled), select:not(:disabled), textarea:not(:disabled)";

/**
 * Moves focus after React has rendered: to the first invalid control (after a failed submit) or to the
 * first control (after a step change). Without it focus would fall back to the page when the focused
 * button is disabled while loading or the focused step is replaced.
 */
export function useFocusAfterRender<E extends HTMLElement = HTMLFormElement>() {
  const rootRef = useRef<E>(null);
  const [request, setRequest] = useState<{ target: FocusTarget; fallback?: string; n: number }>();

  useEffect(() => {
    const root = rootRef.current;
    if (!request || !root) return;
    const selector = request.target === "invalid" ? '[aria-invalid="true"]' : CONTROLS;
    const element =
      root.querySelector<HTMLElement>(selector) ?? (request.fallback ? root.querySelector<HTMLElement>(request.fallback) : null);
    element?.focus();
  }, [request]);

  return {
    rootRef,
    /** `fallback` is a selector inside the root, used when no control matches (e.g. a form-level error). */
    focusAfterRender: (target: FocusTarget, fallback?: string) => setRequest((last) => ({ target, fallback, n: (last?.n ?? 0) + 1 })),
  };
}
