// The catalog's limits, shared by the server's schemas and the item form (no zod here, so the
// browser bundle stays small). The price column is DECIMAL(14, 4): 10 digits before the point, 4 after.

export const CATALOG_NAME_MAX = 200;
export const CATALOG_SKU_MAX = 64;
export const CATALOG_DESCRIPTION_MAX = 2000;
export const CATALOG_SEARCH_MAX = 200;

/** Digits after the decimal point a price may carry (the column's scale). */
export const CATALOG_PRICE_DECIMALS = 4;
/** The largest price the column holds, as text (exact; a JS number prints it the same way). */
export const CATALOG_PRICE_MAX = "9999999999.9999";

/** Items per page of GET /api/catalog unless `limit` asks for fewer or more (up to the maximum). */
export const CATALOG_PAGE_SIZE = 40;
export const CATALOG_PAGE_MAX = 100;

/** Ids one DELETE /api/catalog/ may name. */
export const CATALOG_BULK_DELETE_MAX = 200;
