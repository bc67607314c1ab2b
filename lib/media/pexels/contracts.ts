import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { idSchema as id } from "@/lib/validation/ids";
import { PEXELS_SIZES, STOCK_DEFAULTS, STOCK_LIMITS, stockImportResponseSchema, stockSearchResponseSchema } from "./schemas";

// Stock photos from Pexels (workspace spec §7, §9). Both calls answer 503 UNAVAILABLE when the server
// has no PEXELS_API_KEY (errors.stockPhotosOff) or Pexels cannot be reached (errors.stockPhotosUnavailable).
const tag = "Media";

/** A whole number from the query; an empty or unreadable value falls back to the default. */
const whole = (fallback: number, min: number, max: number) =>
  z.preprocess((value) => (value === "" || value === undefined ? undefined : Number(value)), z.number().int().min(min).max(max).default(fallback));

export const stockSearchQuerySchema = z.object({
  search: z
    .string()
    .max(STOCK_LIMITS.searchMax)
    .optional()
    .transform((term) => term?.trim() || STOCK_DEFAULTS.search)
    .describe(`Search term; "${STOCK_DEFAULTS.search}" when empty`),
  noResults: whole(STOCK_DEFAULTS.perPage, 1, STOCK_LIMITS.perPageMax).describe("Photos per page (1..80, default 20)"),
  page: whole(1, 1, STOCK_LIMITS.pageMax).describe("Page number, from 1"),
});

export const stockImportParamsSchema = z.object({
  photoId: z.string().regex(/^\d{1,20}$/, "validation.invalid").describe("The Pexels photo id"),
  teamId: id,
  size: z.enum(PEXELS_SIZES).describe(`One of Pexels' sizes; the library uses ${STOCK_DEFAULTS.size}`),
});

export const stockPhotoContracts = {
  search: defineContract({
    method: "GET",
    path: "/api/media/pexels/all",
    tag,
    auth: "user",
    // A search text in, public photos out: nothing of anyone's is named.
    scope: "self",
    summary: "Search Pexels stock photos (default term yacht, 20 per page). 503 when stock photos are not set up or Pexels cannot be reached; rate-limited per user.",
    query: stockSearchQuerySchema,
    response: stockSearchResponseSchema,
  }),
  import: defineContract({
    method: "POST",
    path: "/api/media/pexels/import/{photoId}/{teamId}/{size}",
    tag,
    auth: "user",
    summary: "Add a Pexels photo to the workspace's media library at the given size (large2x in the library); answers media._id (members of the workspace). 503 as for the search.",
    params: stockImportParamsSchema,
    response: stockImportResponseSchema,
  }),
};
