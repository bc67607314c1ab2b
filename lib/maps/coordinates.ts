// A place on the map as the app stores and shows it: latitude and longitude clamped to the globe,
// rounded to 6 decimals (about 10 cm: finer digits only add noise to stored JSON) and an address
// text of bounded length. Pure, so the browser, the server and tests share it.

/** Longest address text stored (and longest search result label answered). */
export const ADDRESS_MAX_LENGTH = 300;

export const LAT_RANGE = { min: -90, max: 90 } as const;
export const LNG_RANGE = { min: -180, max: 180 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A latitude clamped to -90..90 and rounded; callers pass finite numbers. */
export const clampLat = (value: number) => round6(clamp(value, LAT_RANGE.min, LAT_RANGE.max));

/** A longitude clamped to -180..180 and rounded; callers pass finite numbers. */
export const clampLng = (value: number) => round6(clamp(value, LNG_RANGE.min, LNG_RANGE.max));

/** "41.0082, 28.9784": coordinates as people write them (no locale: a dot is what maps expect). */
export const formatCoordinates = (lat: number, lng: number) => `${round6(lat)}, ${round6(lng)}`;
