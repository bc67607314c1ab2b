"use client";

import { useEffect, useRef, useState } from "react";

/** The copy confirmation lasts exactly this long (workspace spec §9). */
export const COPY_CONFIRMATION_MS = 5000;

/** Copies text: the Clipboard API where allowed, else a selected hidden textarea and execCommand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, insecure origin): fall through to the old way.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** `copied` is the key of the text copied last, for 5 s; `failed` when neither way worked. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy(key: string, text: string) {
    const done = await copyText(text);
    setFailed(!done);
    window.clearTimeout(timer.current);
    if (!done) return setCopied(null);
    setCopied(key);
    timer.current = window.setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
  }
  return { copied, failed, copy };
}
