import { z } from "zod";
import { ID_PATTERN, idSchema } from "@/lib/validation/ids";
import { DEAL_FILTERS, DEFAULT_PAGE_SIZE, DOCUMENT_LIST_VIEWS, MAX_PAGE_SIZE, SEARCH_TERM_MAX } from "./list-format";

// Query and path schemas of the document lists (GET /api/documents and friends). Query strings arrive
// as text: booleans are "true"/"false" (also "1"/"0"), numbers are digits.

const booleanParam = z
  .enum(["true", "false", "1", "0"], { message: "validation.invalid" })
  .transform((value) => value === "true" || value === "1");

/** The keyset position after a row: its updatedAt and id (the list is ordered by both, descending). */
export interface ListCursor {
  updatedAt: Date;
  id: string;
}

/** Opaque to clients: base64url of `[updatedAt ISO, id]`. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAt.toISOString(), cursor.id]), "utf8").toString("base64url");
}

/**
 * The dates a cursor may carry. JavaScript's Date reaches years -271821 to 275760, far beyond what
 * the database's timestamp column takes: a tampered cursor with such a date would fail in the query
 * (a 500) instead of being refused as input (a 400).
 */
const CURSOR_MIN_TIME = Date.UTC(1970, 0, 1);
const CURSOR_MAX_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export function decodeCursor(text: string): ListCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [iso, id] = value as unknown[];
    if (typeof iso !== "string" || typeof id !== "string" || !ID_PATTERN.test(id)) return null;
    const updatedAt = new Date(iso);
    const time = updatedAt.getTime();
    return Number.isNaN(time) || time < CURSOR_MIN_TIME || time > CURSOR_MAX_TIME ? null : { updatedAt, id };
  } catch {
    return null;
  }
}

/**
 * The same opaque keyset cursor for lists ordered by creation time (catalog, contacts): its time
 * is the row's createdAt.
 */
export const createdAtCursorParam = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const cursor = decodeCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: "custom", message: "validation.invalid" });
      return z.NEVER;
    }
    return { createdAt: cursor.updatedAt, id: cursor.id };
  })
  .describe("nextCursor of the previous page");

const cursorParam = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const cursor = decodeCursor(text);
    if (!cursor) {
      ctx.addIssue({ code: "custom", message: "validation.invalid" });
      return z.NEVER;
    }
    return cursor;
  })
  .describe("nextCursor of the previous page");

/** Empty or blank terms mean "no search". */
const searchParam = z
  .string()
  .max(SEARCH_TERM_MAX)
  .transform((term) => term.trim() || undefined)
  .describe("Title, or a linked contact's first name, last name or company (case-insensitive)");

const pageQuery = {
  archived: booleanParam.default(false).describe("Archived documents instead of active ones"),
  search: searchParam.optional(),
  onlyMine: booleanParam.default(false).describe("Only documents the caller owns"),
  cursor: cursorParam.optional(),
  limit: z.coerce.number({ message: "validation.invalid" }).int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

const viewParam = z
  .enum(DOCUMENT_LIST_VIEWS, { message: "validation.invalid" })
  .default("documents")
  .describe("documents: DOCUMENT and DOCUMENT_FROM_TEAM_TEMPLATE; team-templates: TEAM_TEMPLATE (members see the published ones)");

const dealParam = z
  .enum(DEAL_FILTERS, { message: "validation.invalid" })
  .describe("Only documents whose deal awaits signatures, was accepted or was declined (documents view)");

/** GET /api/documents: every workspace the caller is an accepted member of, or one (teamId). */
export const documentListQuery = z.object({ teamId: idSchema.optional(), view: viewParam, deal: dealParam.optional(), ...pageQuery });
/** GET /api/team/{id}/documents: one workspace ("all team docs"). */
export const teamDocumentListQuery = z.object({ view: viewParam, deal: dealParam.optional(), ...pageQuery });
/** GET /api/team/{id}/team-templates: one workspace's team templates. */
export const teamTemplateListQuery = z.object(pageQuery);

/** What one page of a list is asked for, whichever route asked. */
export type DocumentListOptions = Omit<z.output<typeof documentListQuery>, "teamId">;

/** The caller's IANA time zone decides what "today" is; unknown zones are refused. */
const timeZoneParam = z
  .string()
  .max(64)
  .refine(isTimeZone, { message: "validation.invalid" })
  .describe("IANA time zone of the caller, e.g. Europe/Istanbul (default UTC)");

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const upcomingEventsQuery = z.object({ timeZone: timeZoneParam.default("UTC") });

export const teamIdParams = z.object({ id: idSchema });
export const contactIdParams = z.object({ contactId: idSchema });
