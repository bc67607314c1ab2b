import { z } from "zod";

// Small zod builders the block definitions share. Every one of them clamps or falls back instead of
// storing a value out of range: a number outside min..max becomes the nearest bound, a missing or
// unreadable value becomes the default (spec §5: "clamp", not "refuse").
// The fallbacks start with `z.unknown().optional()`: zod 4 refuses an absent object key whose schema
// is a bare transform ("expected nonoptional"), so without it a missing key would be a 400, not its default.

/** A number clamped to min..max; anything not a finite number becomes the default. */
export const clampedNumber = (min: number, max: number, fallback: number) =>
  z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "number" && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback));

/** A boolean; anything else becomes the default. */
export const flag = (fallback: boolean) => z.unknown().optional().transform((value) => (typeof value === "boolean" ? value : fallback));

/** One of a fixed list; anything else becomes the default. */
export const oneOf = <const T extends readonly string[]>(values: T, fallback: T[number]) =>
  z.unknown().optional().transform((value): T[number] => (typeof value === "string" && (values as readonly string[]).includes(value) ? value : fallback));

/** A string capped at max characters (longer input is refused: it is not a typing slip). */
export const text = (max: number, fallback = "") => z.string().max(max).nullish().transform((value) => value ?? fallback);

/** A #rgb / #rrggbb colour, or the default. */
export const color = (fallback: string) =>
  z.unknown().optional().transform((value) => (typeof value === "string" && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value.toLowerCase() : fallback));

/** A media id (cuid-like) or null. */
export const mediaId = z
  .string()
  .regex(/^[a-z0-9]{20,40}$/i)
  .nullish()
  .transform((value) => value ?? null);

/**
 * An object schema whose missing keys take their defaults: `metaObject({ a: clampedNumber(0, 1, 0) })`
 * parses `{}` and `undefined` into `{ a: 0 }`. Unknown keys are dropped.
 */
export const metaObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess((value) => (value && typeof value === "object" && !Array.isArray(value) ? value : {}), z.object(shape));

/** Longest text a block stores (characters). Rich text of a long paragraph stays well inside it. */
export const MAX_BLOCK_TEXT = 100_000;
