import type { z } from "zod";
import type { Translator } from "@/lib/i18n/translator";
import { AppError, type FieldProblem } from "./errors";

// zod 4 leaves `issue.input` out unless reportInput is on, so it cannot tell a missing field from a
// wrong one; its own message can: "Invalid input: expected string, received undefined".
const wasAbsent = (issue: z.core.$ZodIssueInvalidType) => /received undefined$/.test(issue.message);

// Schemas name their message as "validation.<key>" (see lib/accounts/schemas.ts); other issues get a generic text.
function issueMessage(issue: z.core.$ZodIssue, t: Translator): string {
  // Schemas name messages by key: shared ones under `validation`, a domain's own under `errors`.
  if (issue.message.startsWith("validation.") || issue.message.startsWith("errors.")) return t(issue.message as never);
  if (issue.code === "invalid_type" && wasAbsent(issue)) return t("validation.required");
  if (issue.code === "too_small" && issue.origin === "string") {
    return Number(issue.minimum) <= 1 ? t("validation.required") : t("validation.tooShort", { min: Number(issue.minimum) });
  }
  if (issue.code === "too_big" && issue.origin === "string") return t("validation.tooLong", { max: Number(issue.maximum) });
  if (issue.code === "invalid_format" && issue.format === "email") return t("validation.email");
  return t("validation.invalid");
}

const fieldPath = (prefix: string | undefined, path: readonly PropertyKey[]) =>
  [prefix, ...path.map(String)].filter(Boolean).join(".") || "(body)";

/** The message key of a field holding U+0000 (translated by lib/http/respond.ts when it is sent). */
export const NUL_MESSAGE = "errors.nulCharacter";

/** How many fields holding U+0000 a 400 names at most. */
const MAX_NUL_FIELDS = 20;

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The paths of the strings in `input` (objects, arrays and their keys) that contain U+0000, the first
 * MAX_NUL_FIELDS in the order they were sent. PostgreSQL refuses that character in text and in JSON
 * (22021, 22P05), so such a string must never reach the database. The walk uses its own stack and
 * links each step to its parent (a path is only built for a string that is found), so a deeply
 * nested body neither overflows the call stack nor costs more than linear time.
 */
export function nulPaths(input: unknown): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: Visit[] = [{ value: input, key: null, parent: null }];
  while (stack.length && found.length < MAX_NUL_FIELDS) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === "string") {
      if (value.includes("\u0000")) found.push(pathOf(visit));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) stack.push({ value: value[index], key: index, parent: visit });
    } else if (value && typeof value === "object" && !(value instanceof Blob)) {
      // Pushed last to first, so the fields are named in the order they were sent.
      for (const [key, item] of Object.entries(value).reverse()) {
        // A key holding the character is itself refused; the path shows it escaped.
        const name = key.replaceAll("\u0000", "\\u0000");
        stack.push({ value: key === name ? item : "\u0000", key: name, parent: visit });
      }
    }
  }
  return found;
}

/** The fields of `input` holding U+0000, as 400 problems (message: a key translated on the way out). */
export function nulProblems(input: unknown, prefix?: string): FieldProblem[] {
  return nulPaths(input).map((path) => ({ path: fieldPath(prefix, path), message: NUL_MESSAGE }));
}

/**
 * Parses input or throws a 400 that names every bad field in the caller's language. Route params,
 * queries, JSON bodies and form fields all come through here: any string holding U+0000 is refused
 * first (PostgreSQL cannot store it, and would answer a 500), whatever the schema says of it.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, t: Translator, prefix?: string): z.output<S> {
  const nul = nulProblems(input, prefix).map((field) => ({ ...field, message: t(NUL_MESSAGE) }));
  const result = schema.safeParse(input);
  if (result.success && !nul.length) return result.data;
  const named = new Set(nul.map((field) => field.path));
  const fields: FieldProblem[] = [
    ...nul,
    ...(result.success ? [] : result.error.issues)
      .map((issue) => ({ path: fieldPath(prefix, issue.path), message: issueMessage(issue, t) }))
      .filter((field) => !named.has(field.path)),
  ];
  throw new AppError("INVALID_INPUT", "invalidInput", {}, fields);
}

/** The text without U+0000, for input read outside parseOrThrow (a page's search params) that may just drop it. */
export const withoutNul = (text: string) => text.replaceAll("\u0000", "");

/** A page's search params with U+0000 dropped from every value (PostgreSQL cannot compare text holding it). */
export function searchParamsWithoutNul<P extends Record<string, string | string[] | undefined>>(params: P): P {
  const clean = (value: string | string[] | undefined) => (Array.isArray(value) ? value.map(withoutNul) : value === undefined ? value : withoutNul(value));
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, clean(value)])) as P;
}
