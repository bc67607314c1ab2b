import { z } from "zod";
import { BUILD_VERSION } from "@/lib/app-version";
import { AppError } from "@/lib/http/errors";
import type { Limit } from "@/lib/auth/rate-limit";
import type { Locale } from "@/lib/i18n/locales";
import { appUrl } from "@/lib/mail/config";
import { ADDRESS_MAX_LENGTH, LAT_RANGE, LNG_RANGE } from "./coordinates";
import type { GeocodeResult } from "./schemas";

// Address search for the map location block, asked of a Nominatim server (OpenStreetMap's public
// one unless GEOCODER_URL names another, e.g. an own instance or a test's local fake). Its answer
// is read through a schema and rebuilt: nothing the upstream sends is passed through as is.
// OpenStreetMap's usage policy for the public server: an identifying User-Agent, at most about one
// request a second for the whole app, results cached, no search-as-you-type (the editor searches on
// submit only). The per-user limit and the cache below keep one planner within that.

export const DEFAULT_GEOCODER_URL = "https://nominatim.openstreetmap.org";

/** Searches per user: plenty for placing pins by hand, too few to hammer a shared upstream. */
export const GEOCODE_LIMIT: Limit = { max: 30, windowSeconds: 60 };

const TIMEOUT_MS = 5_000;
const MAX_RESULTS = 5;

/** Past this many places, an answer is not a search result list. */
const MAX_UPSTREAM_ITEMS = 50;

const upstreamNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d+)?$/)
    .transform(Number),
]);

/** One place of Nominatim's jsonv2 answer, only the fields we use (lat/lon arrive as strings). */
const upstreamPlace = z.object({
  display_name: z.string(),
  lat: upstreamNumber.pipe(z.number().min(LAT_RANGE.min).max(LAT_RANGE.max)),
  lon: upstreamNumber.pipe(z.number().min(LNG_RANGE.min).max(LNG_RANGE.max)),
});

const unavailable = () => new AppError("UNAVAILABLE", "geocoderUnavailable");

/** The label as it may be stored as an address: one line, no control characters, capped. */
function cleanLabel(raw: string): string {
  return raw.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim().slice(0, ADDRESS_MAX_LENGTH);
}

/** Reads the upstream's JSON into at most 5 results; throws when it is not a list of places. */
export function readPlaces(data: unknown): GeocodeResult[] {
  const list = z.array(z.unknown()).max(MAX_UPSTREAM_ITEMS).safeParse(data);
  if (!list.success) throw unavailable();
  const results: GeocodeResult[] = [];
  for (const item of list.data) {
    const place = upstreamPlace.safeParse(item);
    if (!place.success) continue;
    const label = cleanLabel(place.data.display_name);
    if (label) results.push({ label, lat: place.data.lat, lng: place.data.lon });
    if (results.length === MAX_RESULTS) break;
  }
  return results;
}

function searchUrl(q: string): URL {
  const base = process.env.GEOCODER_URL?.trim() || DEFAULT_GEOCODER_URL;
  const url = new URL("search", base.endsWith("/") ? base : `${base}/`);
  url.search = new URLSearchParams({ format: "jsonv2", limit: String(MAX_RESULTS), q }).toString();
  return url;
}

// Answers cached per language and text: the same venue is looked up again and again, and the
// upstream's policy asks for it. Small and in memory: a restart only costs a few repeated searches.
const CACHE_MAX = 500;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const cache = new Map<string, { at: number; results: GeocodeResult[] }>();

function cached(key: string): GeocodeResult[] | undefined {
  const hit = cache.get(key);
  if (!hit) return undefined;
  if (Date.now() - hit.at > CACHE_TTL_MS) {
    cache.delete(key);
    return undefined;
  }
  return hit.results;
}

function remember(key: string, results: GeocodeResult[]) {
  // A Map keeps insertion order: the first key is the oldest entry.
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, { at: Date.now(), results });
}

/**
 * Nominatim's usage policy: at most one request a second from the whole app (not per user). An own
 * geocoder (GEOCODER_URL) may allow more: GEOCODER_MIN_GAP_MS sets the gap (0: none).
 */
const minGapMs = () => {
  const configured = Number(process.env.GEOCODER_MIN_GAP_MS);
  return Number.isFinite(configured) && configured >= 0 ? configured : 1000;
};
/** A search answer is a few kilobytes; anything much larger is not one. */
const MAX_ANSWER_BYTES = 256 * 1024;
let nextSlot = 0;

/** Waits for this process's next free one-second slot (searches queue up rather than burst). */
async function takeSlot() {
  const now = Date.now();
  const at = Math.max(now, nextSlot);
  nextSlot = at + minGapMs();
  if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
}

/** The answer's JSON, refusing one larger than MAX_ANSWER_BYTES (by its header, and by what arrives). */
async function readJson(response: Response): Promise<unknown> {
  if (Number(response.headers.get("content-length") ?? 0) > MAX_ANSWER_BYTES) throw new Error("answer too large");
  const text = await response.text();
  if (text.length > MAX_ANSWER_BYTES) throw new Error("answer too large");
  return JSON.parse(text);
}

/**
 * Up to 5 places matching `q`, named in `locale`. An upstream that cannot be reached, is too slow,
 * answers an error or something that is not a list of places is a 503 the editor shows as such.
 */
export async function searchAddress(q: string, locale: Locale): Promise<GeocodeResult[]> {
  const url = searchUrl(q);
  const key = `${url.origin}|${locale}|${q.toLowerCase()}`;
  const hit = cached(key);
  if (hit) return hit;

  let data: unknown;
  try {
    await takeSlot();
    const response = await fetch(url, {
      headers: { "User-Agent": `Eventdocs/${BUILD_VERSION} (${appUrl()})`, "Accept-Language": locale, Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    data = await readJson(response);
  } catch (error) {
    console.warn(`[geocode] ${url.origin} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw unavailable();
  }
  const results = readPlaces(data);
  remember(key, results);
  return results;
}
