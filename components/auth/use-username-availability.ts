"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import { isUsernameWellFormed, normalizeUsername } from "./register-values";

export type UsernameStatus = "unknown" | "checking" | "available" | "taken";

const DEBOUNCE_MS = 400;

/** Live "is this username free?" check: debounced while typing, cached per name, last request wins. */
export function useUsernameAvailability() {
  const [result, setResult] = useState<{ name: string; available: boolean }>();
  const [checkingName, setCheckingName] = useState<string>();
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const known = useRef(new Map<string, boolean>());

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  /** Asks the server now. Resolves undefined when the answer is unknown (network trouble, a newer check). */
  const check = useCallback(async (typed: string): Promise<boolean | undefined> => {
    window.clearTimeout(timer.current);
    const name = normalizeUsername(typed);
    if (!isUsernameWellFormed(name)) return undefined;
    const cached = known.current.get(name);
    if (cached !== undefined) {
      setResult({ name, available: cached });
      return cached;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setCheckingName(name);
    try {
      const { available } = await apiFetch<{ available: boolean }>(`/api/is-username-available/${encodeURIComponent(name)}`, {
        signal: controller.signal,
      });
      known.current.set(name, available);
      setResult({ name, available });
      return available;
    } catch {
      return undefined;
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setCheckingName(undefined);
      }
    }
  }, []);

  /** Call on every keystroke: checks once typing pauses. */
  const schedule = useCallback(
    (typed: string) => {
      window.clearTimeout(timer.current);
      if (!isUsernameWellFormed(typed)) {
        inFlight.current?.abort();
        return;
      }
      timer.current = window.setTimeout(() => void check(typed), DEBOUNCE_MS);
    },
    [check],
  );

  /** The state for the name as typed now; an answer for an older name does not count. */
  const statusOf = (typed: string): UsernameStatus => {
    const name = normalizeUsername(typed);
    if (result?.name === name) return result.available ? "available" : "taken";
    return checkingName === name ? "checking" : "unknown";
  };

  /** Remembers a server verdict (a 409 at submit) so the field shows it. */
  const markTaken = useCallback((typed: string) => {
    const name = normalizeUsername(typed);
    known.current.set(name, false);
    setResult({ name, available: false });
  }, []);

  return { statusOf, check, schedule, markTaken };
}
