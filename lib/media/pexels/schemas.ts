import { z } from "zod";

// What our API answers about stock photos (GET /api/media/pexels/all, POST .../import). Built by us
// from the upstream's answer, never the upstream's JSON itself.

/** The sizes Pexels offers for every photo (the `src` keys of its answer); imports may ask for any. */
export const PEXELS_SIZES = ["original", "large2x", "large", "medium", "small", "portrait", "landscape", "tiny"] as const;
export type PexelsSize = (typeof PEXELS_SIZES)[number];

/** Workspace spec §9: the default search term, the page size and the imported size. */
export const STOCK_DEFAULTS = { search: "yacht", perPage: 20, size: "large2x" } as const satisfies { search: string; perPage: number; size: PexelsSize };
export const STOCK_LIMITS = { searchMax: 100, perPageMax: 80, pageMax: 1000 } as const;

export const stockPhotoSchema = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  photographer: z.string(),
  photographerUrl: z.string().nullable(),
  url: z.string().nullable().describe("The photo's page on pexels.com"),
  src: z.object({ tiny: z.string(), medium: z.string(), large: z.string(), large2x: z.string(), original: z.string() }),
});
export type StockPhoto = z.infer<typeof stockPhotoSchema>;

export const stockSearchResponseSchema = z.object({
  photos: z.array(stockPhotoSchema),
  page: z.number().int(),
  totalResults: z.number().int(),
  nextPage: z.boolean(),
});
export type StockSearchResponse = z.infer<typeof stockSearchResponseSchema>;

export const stockImportResponseSchema = z.object({ media: z.object({ _id: z.string() }) });
export type StockImportResponse = z.infer<typeof stockImportResponseSchema>;
