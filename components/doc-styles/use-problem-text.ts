"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

/**
 * The text of a field problem: the editor's own problems are message keys ("validation.cssColor"),
 * the server's are already translated sentences, shown as they are.
 */
export function useProblemText(): (message: string | undefined) => string | undefined {
  const t = useTranslations();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if (/^validation\.[A-Za-z]+$/.test(message) && t.has(message as never)) return t(message as never);
      return message;
    },
    [t],
  );
}
