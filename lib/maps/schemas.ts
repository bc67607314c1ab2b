import { z } from "zod";
import { ADDRESS_MAX_LENGTH, LAT_RANGE, LNG_RANGE } from "./coordinates";

// What GET /api/geocode accepts and answers; the editor's search reads the same types.

/** Shortest and longest search text: one letter finds nothing useful, a paragraph is not an address. */
export const GEOCODE_QUERY = { min: 2, max: 200 } as const;

export const geocodeQuerySchema = z.object({
  q: z.string().trim().min(GEOCODE_QUERY.min).max(GEOCODE_QUERY.max).describe("The address or place to look for"),
});

export const geocodeResultSchema = z.object({
  label: z.string().max(ADDRESS_MAX_LENGTH).describe("The place's full name, e.g. 'Sultanahmet, Fatih, İstanbul, Türkiye'"),
  lat: z.number().min(LAT_RANGE.min).max(LAT_RANGE.max),
  lng: z.number().min(LNG_RANGE.min).max(LNG_RANGE.max),
});

export const geocodeResponseSchema = z.object({ results: z.array(geocodeResultSchema).max(5) });

export type GeocodeResult = z.output<typeof geocodeResultSchema>;
export type GeocodeResponse = z.output<typeof geocodeResponseSchema>;
