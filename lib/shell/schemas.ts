import { z } from "zod";
import { localeSchema } from "@/lib/accounts/schemas";

export const languageSchema = z.object({ language: localeSchema });

// Onboarding progress is stored as onboarding[a][b] = c. Segments are short names a client invents
// ("editor", "tour-step", "seen_intro"); names JavaScript gives a meaning to are refused.
const SEGMENT = /^[A-Za-z0-9_-]{1,40}$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,10})?$/;
const RESERVED = new Set(["__proto__", "constructor", "prototype"]);

const segment = z
  .string()
  .regex(SEGMENT)
  .refine((value) => !RESERVED.has(value));

export const onboardingParamsSchema = z.object({
  a: segment,
  b: segment,
  c: z
    .string()
    .max(40)
    .refine((value) => (SEGMENT.test(value) && !RESERVED.has(value)) || NUMBER.test(value)),
});

export type OnboardingValue = string | number | boolean;

/** "true" and "false" become booleans, numbers written the way JSON writes them become numbers, the rest stays text. */
export function parseOnboardingValue(raw: string): OnboardingValue {
  if (raw === "true") return true;
  if (raw === "false") return false;
  if (NUMBER.test(raw)) {
    const number = Number(raw);
    // "007" or "1.50" stay text: turning them into 7 or 1.5 would change what the client stored.
    if (Number.isFinite(number) && String(number) === raw) return number;
  }
  return raw;
}
