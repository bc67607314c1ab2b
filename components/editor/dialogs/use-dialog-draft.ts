"use client";

import { useState } from "react";

/**
 * A settings dialog's draft: each opening starts again from the stored value (and clears the last
 * error), and `submit` runs the save with a busy flag and turns a failure into the text to show.
 */
export function useDialogDraft<T>(open: boolean, stored: T) {
  const [draft, setDraft] = useState<T>(stored);
  const [wasOpen, setWasOpen] = useState(open);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(stored);
      setError(null);
    }
  }

  async function submit(save: () => Promise<void>, describe: (failure: unknown) => string) {
    setBusy(true);
    setError(null);
    try {
      await save();
    } catch (failure) {
      setError(describe(failure));
    } finally {
      setBusy(false);
    }
  }

  return { draft, setDraft, busy, error, submit };
}
