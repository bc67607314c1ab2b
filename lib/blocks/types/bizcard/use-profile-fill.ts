"use client";

import { useEffect, useRef, useState } from "react";
import type { Me } from "@/lib/accounts/me";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { isContactEmpty, type BizcardContact } from "./definition";
import { contactFromProfile } from "./profile-fill";

/**
 * Fills the card from the planner's profile on request, and once by itself when the editor opens a
 * card with nothing filled in. `current` reads the latest contact data when the answer arrives: the
 * automatic fill never overwrites what was typed while it was loading.
 */
export function useProfileFill({
  team,
  enabled,
  current,
  onFilled,
}: {
  team: { name: string; instagram: string | null };
  enabled: boolean;
  current: () => BizcardContact;
  onFilled: (contact: BizcardContact) => void;
}) {
  const errorText = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const triedAutomatically = useRef(false);

  async function fill(automatic: boolean) {
    setBusy(true);
    setError(undefined);
    try {
      const me = await apiFetch<Me>("/api/users/me");
      if (automatic && !isContactEmpty(current())) return;
      onFilled(contactFromProfile(me, team, current()));
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!enabled || triedAutomatically.current || !isContactEmpty(current())) return;
    triedAutomatically.current = true;
    void fill(true);
    // Once per editor opening: later changes to the card must not fill it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  return { busy, error, fill: () => void fill(false) };
}
