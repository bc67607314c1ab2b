"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiError } from "./api";

/** Turns anything a request threw into text for the user, in the current language. */
export function useErrorMessage(): (error: unknown) => string {
  const t = useTranslations("errors");
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return t("internal");
      switch (error.kind) {
        case "network":
          return t("couldNotConnect", { url: error.url });
        case "internal":
          return t("internal");
        case "session-ended":
          return t("sessionEnded");
        case "server":
          return error.message;
      }
    },
    [t],
  );
}
