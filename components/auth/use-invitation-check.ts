"use client";

import { useEffect, useRef, useState } from "react";
import { apiFetch, isApiError } from "@/lib/client/api";

export interface ValidInvitation {
  teamName: string;
  email: string | null;
  existingUser: boolean;
}

/**
 * - "none": no invitation key in the URL.
 * - "checking": asking GET /api/invitation/{key}.
 * - "invalid": the key is unknown or used (404 "Invalid invitation").
 * - "valid": the workspace, the invited address and whether an account with it exists.
 * - "unknown": the check itself failed (network); the form stays usable and the server decides at submit.
 */
export type InvitationCheck =
  | { state: "none" }
  | { state: "checking" }
  | { state: "invalid" }
  | ({ state: "valid" } & ValidInvitation)
  | { state: "unknown" };

/** Checks the registration link's invitation key once; `onValid` runs when it is good (e.g. to prefill the address). */
export function useInvitationCheck(invitationKey: string | undefined, onValid: (invitation: ValidInvitation) => void): InvitationCheck {
  const [result, setResult] = useState<{ key: string; check: InvitationCheck }>();
  const onValidRef = useRef(onValid);
  useEffect(() => {
    onValidRef.current = onValid;
  });

  useEffect(() => {
    if (!invitationKey) return;
    const controller = new AbortController();
    apiFetch<{ valid: boolean } & ValidInvitation>(`/api/invitation/${encodeURIComponent(invitationKey)}`, { signal: controller.signal })
      .then((answer) => {
        const invitation = { teamName: answer.teamName, email: answer.email, existingUser: answer.existingUser };
        setResult({ key: invitationKey, check: { state: "valid", ...invitation } });
        onValidRef.current(invitation);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const invalid = isApiError(error) && error.kind === "server" && (error.status === 404 || error.status === 400);
        setResult({ key: invitationKey, check: { state: invalid ? "invalid" : "unknown" } });
      });
    return () => controller.abort();
  }, [invitationKey]);

  if (!invitationKey) return { state: "none" };
  return result?.key === invitationKey ? result.check : { state: "checking" };
}
