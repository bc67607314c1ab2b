import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { parseOnboardingValue } from "./schemas";

export type Onboarding = Record<string, Prisma.JsonValue>;

/**
 * Stores onboarding[a][b] = c in the user's JSON and answers the whole object. One UPDATE does the
 * read-modify-write inside PostgreSQL, so two steps saved at the same moment cannot overwrite each
 * other. A missing or non-object `a` starts as {}.
 */
export async function setOnboardingValue(userId: string, a: string, b: string, raw: string): Promise<Onboarding> {
  const value = JSON.stringify(parseOnboardingValue(raw));
  // The timestamp is bound from here, as the columns hold UTC without a zone (see lib/auth/rate-limit.ts).
  const now = new Date();
  const rows = await db.$queryRaw<{ onboarding: Prisma.JsonValue }[]>`
    UPDATE "users" SET
      "onboarding" = jsonb_set(
        (CASE WHEN jsonb_typeof("onboarding") = 'object' THEN "onboarding" ELSE '{}'::jsonb END)
          || jsonb_build_object(
            ${a}::text,
            CASE WHEN jsonb_typeof("onboarding" -> ${a}::text) = 'object' THEN "onboarding" -> ${a}::text ELSE '{}'::jsonb END
          ),
        ARRAY[${a}::text, ${b}::text],
        ${value}::jsonb,
        true
      ),
      "updatedAt" = ${now}
    WHERE "id" = ${userId}
    RETURNING "onboarding"`;
  if (rows.length === 0) throw notFound();
  return asObject(rows[0].onboarding);
}

function asObject(value: Prisma.JsonValue): Onboarding {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Onboarding) : {};
}
