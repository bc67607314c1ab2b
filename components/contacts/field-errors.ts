"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { contactCreateBody } from "@/lib/contacts/fields";
import type { ContactInput } from "./contact-api";

/**
 * Checks the form in the browser with the server's own schema (lib/contacts/fields.ts), so a bad
 * e-mail or an empty first name is pointed out before sending, in the words the server would use
 * (lib/http/validation.ts). The server checks again; its answer wins.
 */
export function useContactValidation() {
  const t = useTranslations("validation");
  return useCallback(
    (values: ContactInput): Record<string, string> => {
      const result = contactCreateBody.safeParse(values);
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? "");
        if (!field || errors[field]) continue;
        errors[field] =
          issue.message === "validation.email"
            ? t("email")
            : issue.code === "too_small"
              ? t("required")
              : issue.code === "too_big"
                ? t("tooLong", { max: Number(issue.maximum) })
                : t("invalid");
      }
      return errors;
    },
    [t],
  );
}
