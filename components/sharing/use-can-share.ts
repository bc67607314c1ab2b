"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api";

/** The window event the app dispatches once the account is activated (workspace spec §4). */
export const ACCOUNT_ACTIVATED_EVENT = "account-activated";

export type CanShareState = "unknown" | "checking" | "allowed" | "not-activated" | "payment-required";

/** Why the account may not share: not activated yet (activate), or its plan (pay). */
export type CannotShareReason = "notActivated" | "planEnded" | "accountDisabled";

export interface CanShareAnswer {
  allowed: boolean;
  reason: CannotShareReason | null;
}

/**
 * GET /api/account/can-share, asked before a share and again whenever the account may have been
 * activated: on the account-activated event, and when the tab regains focus (the code may have been
 * entered in another tab). `onAllowed` runs when a re-check turns "false" into "true". An ended plan
 * or a disabled account is not re-checked: paying happens on another page.
 */
export function useCanShare(onAllowed: () => void) {
  const [state, setState] = useState<CanShareState>("unknown");
  const stateRef = useRef(state);
  const onAllowedRef = useRef(onAllowed);
  useEffect(() => {
    stateRef.current = state;
    onAllowedRef.current = onAllowed;
  });

  const check = useCallback(async (): Promise<CanShareAnswer> => {
    setState("checking");
    try {
      const answer = await apiFetch<{ status: "true" | "false"; reason?: CannotShareReason | null }>("/api/account/can-share");
      const allowed = answer.status === "true";
      const reason = allowed ? null : (answer.reason ?? "notActivated");
      setState(allowed ? "allowed" : reason === "notActivated" ? "not-activated" : "payment-required");
      return { allowed, reason };
    } catch (error) {
      setState("unknown");
      throw error;
    }
  }, []);

  useEffect(() => {
    const recheck = () => {
      if (stateRef.current !== "not-activated") return;
      void check()
        .then((answer) => answer.allowed && onAllowedRef.current())
        .catch(() => setState("not-activated"));
    };
    const onVisible = () => document.visibilityState === "visible" && recheck();
    window.addEventListener(ACCOUNT_ACTIVATED_EVENT, recheck);
    window.addEventListener("focus", recheck);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener(ACCOUNT_ACTIVATED_EVENT, recheck);
      window.removeEventListener("focus", recheck);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [check]);

  return { state, check };
}
