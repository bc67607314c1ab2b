"use client";

import { useState } from "react";
import { isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";

/** Splits a failed request into per-field messages (shown under inputs) and one form-level message. */
export function useFieldErrors() {
  const errorText = useErrorMessage();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  return {
    fields,
    formError,
    clear() {
      setFields({});
      setFormError(undefined);
    },
    show(error: unknown) {
      const problems = isApiError(error) ? (error.fields ?? []) : [];
      setFields(Object.fromEntries(problems.map((p) => [p.path, p.message])));
      setFormError(problems.length ? undefined : errorText(error));
    },
  };
}
