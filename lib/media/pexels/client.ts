import { z } from "zod";
import { AppError } from "@/lib/http/errors";
import { MAX_UPLOAD_BYTES } from "@/lib/media/image-upload";
import { isAllowedImageUrl, pexelsApiKey, pexelsBaseUrl } from "./config";
import { PEXELS_SIZES, type PexelsSize, type StockPhoto, type StockSearchResponse } from "./schemas";

// The Pexels API client (https://www.pexels.com/api/documentation/). Every answer is read through a
// schema and rebuilt into our own shape; photos whose image URLs are not Pexels' own are dropped.

const TIMEOUT_MS = 8_000;
/** A search page of 80 photos is well under this; anything larger is not a search answer. */
const MAX_ANSWER_BYTES = 1024 * 1024;
const TEXT_MAX = 300;

export const stockPhotosOff = () => new AppError("UNAVAILABLE", "stockPhotosOff");
const unavailable = () => new AppError("UNAVAILABLE", "stockPhotosUnavailable");

const text = z.string().transform((value) => value.replace(/[\u0000-\u001f\u007f]+/g, " ").trim().slice(0, TEXT_MAX));
/** A link shown to the user (photographer, photo page): http(s) only, else none. */
const link = z
  .string()
  .nullish()
  .transform((value) => (value && /^https?:\/\//i.test(value) && URL.canParse(value) ? value : null));
const imageUrl = z.string().refine(isAllowedImageUrl);

const upstreamPhoto = z.object({
  id: z.number().int().positive(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  alt: text.nullish(),
  url: link,
  photographer: text.nullish(),
  photographer_url: link,
  src: z.object(Object.fromEntries(PEXELS_SIZES.map((size) => [size, imageUrl])) as Record<PexelsSize, typeof imageUrl>),
});
type UpstreamPhoto = z.infer<typeof upstreamPhoto>;

const upstreamSearch = z.object({
  page: z.number().int().positive(),
  total_results: z.number().int().nonnegative(),
  photos: z.array(z.unknown()).max(200),
  next_page: z.string().nullish(),
});

function toStockPhoto(photo: UpstreamPhoto): StockPhoto {
  const { tiny, medium, large, large2x, original } = photo.src;
  return {
    id: photo.id,
    width: photo.width,
    height: photo.height,
    alt: photo.alt ?? "",
    photographer: photo.photographer ?? "",
    photographerUrl: photo.photographer_url,
    url: photo.url,
    src: { tiny, medium, large, large2x, original },
  };
}

/** Reads at most `max` bytes of a body; throws past it (by its header, and by what arrives). */
async function readCapped(response: Response, max: number): Promise<Buffer> {
  if (Number(response.headers.get("content-length") ?? 0) > max) throw new Error("answer too large");
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error("answer too large");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** GETs `path` under the API's base URL with the key; answers its JSON or throws the 503 the user sees. */
async function getJson(path: string, query: Record<string, string> = {}): Promise<unknown> {
  const key = pexelsApiKey();
  if (!key) throw stockPhotosOff();
  const url = new URL(path, pexelsBaseUrl());
  url.search = new URLSearchParams(query).toString();
  try {
    const response = await fetch(url, {
      headers: { Authorization: key, Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return JSON.parse((await readCapped(response, MAX_ANSWER_BYTES)).toString("utf8"));
  } catch (error) {
    // The key never reaches the log: only the origin and the reason.
    console.warn(`[pexels] ${url.origin} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw unavailable();
  }
}

/** One page of photos matching `term`. */
export async function searchPhotos(term: string, page: number, perPage: number): Promise<StockSearchResponse> {
  const parsed = upstreamSearch.safeParse(await getJson("search", { query: term, per_page: String(perPage), page: String(page) }));
  if (!parsed.success) throw unavailable();
  const photos = parsed.data.photos.flatMap((item) => {
    const photo = upstreamPhoto.safeParse(item);
    return photo.success ? [toStockPhoto(photo.data)] : [];
  });
  return { photos, page: parsed.data.page, totalResults: parsed.data.total_results, nextPage: Boolean(parsed.data.next_page) };
}

/** One photo's image URL at `size`, asked of the API (never taken from the caller). */
export async function photoImageUrl(photoId: string, size: PexelsSize): Promise<string> {
  const parsed = upstreamPhoto.safeParse(await getJson(`photos/${encodeURIComponent(photoId)}`));
  if (!parsed.success) throw unavailable();
  return parsed.data.src[size];
}

/** The image's bytes, only from Pexels' image host (see isAllowedImageUrl), at most the upload limit. */
export async function downloadImage(url: string): Promise<Buffer> {
  if (!isAllowedImageUrl(url)) throw unavailable();
  try {
    // No redirects: a redirect could lead anywhere, and the allowed host check would be for nothing.
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "error", cache: "no-store" });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return await readCapped(response, MAX_UPLOAD_BYTES);
  } catch (error) {
    console.warn(`[pexels] image download failed: ${error instanceof Error ? error.message : String(error)}`);
    throw unavailable();
  }
}
