import { z } from "zod";

/**
 * Row ids are cuids (Prisma's `@default(cuid())`: 25 lower-case letters and digits); anything else
 * cannot name a row, so it is refused as invalid input before any query.
 */
export const ID_PATTERN = /^[a-z0-9]{20,32}$/i;

export const idSchema = z.string().trim().regex(ID_PATTERN, { message: "validation.invalid" });

/** For pages, which answer "not found" rather than 400: can this string name a row at all? */
export const isId = (value: string) => idSchema.safeParse(value).success;
