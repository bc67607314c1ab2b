// How long a generated spreadsheet stays downloadable (the spec names "long" and "short", not their
// length): short for an immediate download or e-mail, long for a file someone comes back to.

export const SHEET_LIFETIMES = ["long", "short"] as const;
export type SheetLifetime = (typeof SHEET_LIFETIMES)[number];

export const SHEET_LIFETIME_MS: Record<SheetLifetime, number> = {
  short: 60 * 60 * 1000, // 1 hour
  long: 7 * 24 * 60 * 60 * 1000, // 7 days
};
