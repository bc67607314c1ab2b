"use client";

import { useEffect, useState } from "react";
import { apiFetch, isApiError } from "@/lib/client/api";

export interface ValidInvitation {
  teamName: string;
  /** The invited address, masked by the server (s…@example.com). */
  email: string | null;
  existingUser: boolean;
}

/**
 * - "none": no invitation key in the URL.
 * - "checking": asking GET /api/invitation/{key}.
 * - "invalid": the key is unknown or used (404 "Invalid invitation").
 * - "expired": the invitation is more than 7 days old (410); a re-sent one brings a new link.
 * - "valid": the workspace, the invited address and whether an account with it exists.
 * - "unknown": the check itself failed (network); the form stays usable and the server decides at submit.
 */
export type InvitationCheck =
  | { state: "none" }
  | { state: "checking" }
  | { state: "invalid" }
  | { state: "expired" }
  | ({ state: "valid" } & ValidInvitation)
  | { state: "unknown" };

/** Checks the registration link's invitation key once. */
export function useInvitationCheck(invitationKey: string | undefined): InvitationCheck {
  const [result, setResult] = useState<{ key: string; check: InvitationCheck }>();

  useEffect(() => {
    if (!invitationKey) return;
    const controller = new AbortController();
    apiFetch<{ valid: boolean } & ValidInvitation>(`/api/invitation/${encodeURIComponent(invitationKey)}`, { signal: controller.signal })
      .then((answer) => {
        const invitation = { teamName: answer.teamName, email: answer.email, existingUser: answer.existingUser };
        setResult({ key: invitationKey, check: { state: "valid", ...invitation } });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const answered = isApiError(error) && error.kind === "server" ? error.status : undefined;
        const state = answered === 410 ? "expired" : answered === 404 || answered === 400 ? "invalid" : "unknown";
        setResult({ key: invitationKey, check: { state } });
      });
    return () => controller.abort();
  }, [invitationKey]);

  if (!invitationKey) return { state: "none" };
  return result?.key === invitationKey ? result.check : { state: "checking" };
}
