import { defineContract } from "@/lib/http/contract";
import { geocodeQuerySchema, geocodeResponseSchema } from "./schemas";

// Maps: the address search the map location block's editor uses.
const tag = "Maps";

export const mapContracts = {
  geocode: defineContract({
    method: "GET",
    path: "/api/geocode",
    tag,
    auth: "user",
    // It names nothing of anyone's: a search text in, public places out.
    scope: "self",
    summary:
      "Search for an address (OpenStreetMap Nominatim, or GEOCODER_URL): up to 5 places with their coordinates, named in the caller's language. 503 UNAVAILABLE when the search service cannot be reached; rate-limited per user.",
    query: geocodeQuerySchema,
    response: geocodeResponseSchema,
  }),
};
