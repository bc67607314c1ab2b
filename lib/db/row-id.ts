import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/**
 * An id for a row written with raw SQL, shaped like the cuids Prisma gives the others (a letter and
 * 24 lower-case letters and digits, so ID_PATTERN accepts it); random, not time-ordered.
 */
export function newRowId(): string {
  const bytes = randomBytes(24);
  return "c" + Array.from(bytes, (byte) => ALPHABET[byte % 36]).join("");
}
