import { z } from "zod";
import { CURRENCIES } from "@/lib/teams/schemas";
import { idSchema } from "@/lib/validation/ids";
import { createdAtCursorParam, encodeCursor } from "@/lib/documents/list-schemas";
import {
  CATALOG_BULK_DELETE_MAX,
  CATALOG_DESCRIPTION_MAX,
  CATALOG_NAME_MAX,
  CATALOG_PAGE_MAX,
  CATALOG_PAGE_SIZE,
  CATALOG_SEARCH_MAX,
  CATALOG_SKU_MAX,
} from "./limits";
import { parsePrice } from "./price";

// The catalog's inputs (workspace spec §3 "Catalog item", §7 catalog calls). The spec shows no
// client-side rules; the issue asks the server to hold them: a name, a known currency, a price of 0 or
// more with at most 4 decimals, bounded texts. Empty optional texts are stored as null.

/** Trimmed text up to `max`; empty (or absent, or null) means "none". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => text || null);

export const catalogCurrencySchema = z.enum(CURRENCIES, { message: "validation.currency" });

export const catalogPriceSchema = z
  .union([z.number(), z.string().max(40)], { message: "validation.price" })
  .transform((input, ctx) => {
    const parsed = parsePrice(input);
    if (parsed.ok) return parsed.value.toFixed();
    ctx.addIssue({ code: "custom", message: parsed.reason === "tooLarge" ? "validation.priceTooLarge" : "validation.price" });
    return z.NEVER;
  })
  .describe("0 or more, at most 4 decimals, at most 9999999999.9999: a JSON number or a plain decimal string (\"1250.50\")");

/**
 * A whole item, for create and for update ("full item": every field is sent; an absent optional text
 * clears it). Unknown keys are dropped, so a client may send back the item it read (`_id`, `id`,
 * `team` are ignored: an item never changes workspace).
 */
export const catalogItemBody = z.object({
  sku: optionalText(CATALOG_SKU_MAX).describe("Stock-keeping unit, the workspace's own code (optional)"),
  name: z.string().trim().min(1).max(CATALOG_NAME_MAX),
  currency: catalogCurrencySchema,
  price: catalogPriceSchema,
  description: optionalText(CATALOG_DESCRIPTION_MAX).describe("Plain text, shown under the item in a pricing table (optional)"),
});

export type CatalogItemInput = z.output<typeof catalogItemBody>;

/** The list's keyset position: the item's createdAt and id (newest first), in the index's opaque format. */
export interface CatalogCursor {
  createdAt: Date;
  id: string;
}

export const encodeCatalogCursor = (cursor: CatalogCursor) => encodeCursor({ updatedAt: cursor.createdAt, id: cursor.id });

const cursorParam = createdAtCursorParam;

export const catalogListQuery = z.object({
  team: idSchema.optional().describe("Only this workspace's items (the caller must be a member, else 404); absent: all the caller's workspaces"),
  search: z
    .string()
    .max(CATALOG_SEARCH_MAX)
    .transform((term) => term.trim() || undefined)
    .optional()
    .describe("Part of the name, SKU or description (case-insensitive)"),
  cursor: cursorParam.optional(),
  limit: z.coerce.number({ message: "validation.invalid" }).int().min(1).max(CATALOG_PAGE_MAX).default(CATALOG_PAGE_SIZE),
});

export type CatalogListQuery = z.output<typeof catalogListQuery>;

/**
 * DELETE /api/catalog/: the ids as the query names them. The route reads every `ids` and `id` value
 * itself (a query string may repeat a name; the contract's query sees only the last), each value may
 * hold several ids separated by commas.
 */
export const catalogDeleteIds = z
  .array(idSchema)
  .min(1, { message: "validation.required" })
  .max(CATALOG_BULK_DELETE_MAX, { message: "validation.tooManyAtOnce" })
  .transform((ids) => [...new Set(ids)]);

/** The ids of DELETE /api/catalog/ as a query object, so a 400 names `query.ids`. */
export const catalogDeleteIdsQuery = z.object({ ids: catalogDeleteIds });

/** Every id named by `ids=a,b&ids=c&id=d`, in order (blank pieces dropped). */
export function idsFromQuery(params: URLSearchParams): string[] {
  return [...params.getAll("ids"), ...params.getAll("id")]
    .flatMap((value) => value.split(","))
    .map((id) => id.trim())
    .filter(Boolean);
}

/** How the contract describes the query (the real reading is idsFromQuery + catalogDeleteIds). */
export const catalogDeleteQuery = z.object({
  ids: z
    .string()
    .max(CATALOG_BULK_DELETE_MAX * 40)
    .optional()
    .describe(`Ids separated by commas; the name may repeat (ids=a,b&ids=c); at most ${CATALOG_BULK_DELETE_MAX} in all`),
  id: z.string().max(40).optional().describe("One id; may repeat (id=a&id=b), alongside or instead of `ids`"),
});

export const catalogItemParams = z.object({ id: idSchema });
