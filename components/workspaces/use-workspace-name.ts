"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api";
import { normalizeTeamName, teamNameKey } from "@/lib/teams/names";

export type WorkspaceNameStatus = "idle" | "checking" | "available" | "taken";

const DEBOUNCE_MS = 400;

/**
 * The live "is this workspace name free?" check: debounced while typing, cached per name, the last
 * request wins. The workspace's own current name (when renaming) needs no check.
 */
export function useWorkspaceNameAvailability(currentName?: string) {
  const [result, setResult] = useState<{ key: string; available: boolean }>();
  const [checkingKey, setCheckingKey] = useState<string>();
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const known = useRef(new Map<string, boolean>());
  const ownKey = currentName === undefined ? undefined : teamNameKey(currentName);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const check = useCallback(async (name: string) => {
    const key = teamNameKey(name);
    const cached = known.current.get(key);
    if (cached !== undefined) {
      setResult({ key, available: cached });
      return;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setCheckingKey(key);
    try {
      const { available } = await apiFetch<{ available: boolean }>(`/api/team/find-by-name/${encodeURIComponent(name)}`, { signal: controller.signal });
      known.current.set(key, available);
      setResult({ key, available });
    } catch {
      // Unknown (offline, a newer check): the server still decides when the form is sent.
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setCheckingKey(undefined);
      }
    }
  }, []);

  /** Call on every keystroke: checks once typing pauses. */
  const schedule = useCallback(
    (typed: string) => {
      window.clearTimeout(timer.current);
      const name = normalizeTeamName(typed);
      if (!name || teamNameKey(name) === ownKey) {
        inFlight.current?.abort();
        return;
      }
      timer.current = window.setTimeout(() => void check(name), DEBOUNCE_MS);
    },
    [check, ownKey],
  );

  /** Remembers a server verdict (a 409 when saving) so the field shows it. */
  const markTaken = useCallback((typed: string) => {
    const key = teamNameKey(typed);
    known.current.set(key, false);
    setResult({ key, available: false });
  }, []);

  /** The state of the name as typed now; an answer for an older name does not count. */
  const statusOf = (typed: string): WorkspaceNameStatus => {
    const name = normalizeTeamName(typed);
    if (!name) return "idle";
    const key = teamNameKey(name);
    if (key === ownKey) return "idle";
    if (result?.key === key) return result.available ? "available" : "taken";
    return checkingKey === key ? "checking" : "idle";
  };

  return { schedule, statusOf, markTaken };
}
