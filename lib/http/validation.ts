import type { z } from "zod";
import type { Translator } from "@/lib/i18n/translator";
import { AppError, type FieldProblem } from "./errors";

// zod 4 leaves `issue.input` out unless reportInput is on, so it cannot tell a missing field from a
// wrong one; its own message can: "Invalid input: expected string, received undefined".
const wasAbsent = (issue: z.core.$ZodIssueInvalidType) => /received undefined$/.test(issue.message);

// Schemas name their message as "validation.<key>" (see lib/accounts/schemas.ts); other issues get a generic text.
function issueMessage(issue: z.core.$ZodIssue, t: Translator): string {
  if (issue.message.startsWith("validation.")) return t(issue.message as never);
  if (issue.code === "invalid_type" && wasAbsent(issue)) return t("validation.required");
  if (issue.code === "too_small" && issue.origin === "string") {
    return Number(issue.minimum) <= 1 ? t("validation.required") : t("validation.tooShort", { min: Number(issue.minimum) });
  }
  if (issue.code === "too_big" && issue.origin === "string") return t("validation.tooLong", { max: Number(issue.maximum) });
  if (issue.code === "invalid_format" && issue.format === "email") return t("validation.email");
  return t("validation.invalid");
}

/** Parses input or throws a 400 that names every bad field in the caller's language. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, t: Translator, prefix?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: FieldProblem[] = result.error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || "(body)",
    message: issueMessage(issue, t),
  }));
  throw new AppError("INVALID_INPUT", "invalidInput", {}, fields);
}
