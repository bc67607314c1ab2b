"use client";

import { useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api";

export interface UserSuggestion {
  _id: string;
  firstname: string;
  lastname: string;
  email: string;
}

const DELAY_MS = 250;
const MIN_LENGTH = 2;

/**
 * People to suggest while an address is typed in the invite form: asked of /api/users/search a moment
 * after typing stops, the previous question cancelled. Failures only mean no suggestions.
 */
export function useUserSuggestions(text: string, enabled: boolean): UserSuggestion[] {
  const [suggestions, setSuggestions] = useState<UserSuggestion[]>([]);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const query = text.trim();
    if (!enabled || query.length < MIN_LENGTH) return;
    const timer = window.setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      apiFetch<UserSuggestion[]>("/api/users/search", { body: { text: query }, signal: current.signal })
        .then((found) => {
          if (!current.signal.aborted) setSuggestions(found);
        })
        .catch(() => {
          if (!current.signal.aborted) setSuggestions([]);
        });
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, enabled]);

  useEffect(() => () => controller.current?.abort(), []);

  return enabled && text.trim().length >= MIN_LENGTH ? suggestions : [];
}
