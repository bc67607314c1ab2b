// Video addresses of the YouTube and Vimeo blocks (workspace spec §3, §5). Both are strict
// allow-lists: the host must be the provider's own (a look-alike such as youtube.com.evil.test, or
// a provider address tucked into another site's query, is refused), and the iframe a view renders
// is always built from the parsed id alone, never from the stored text.

/** Longest address accepted: real video links are far shorter; longer text is not a link. */
export const MAX_VIDEO_URL = 2048;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
/** The path forms with the id in a path segment: /embed/<id>, /shorts/<id> (optional trailing slash). */
const YOUTUBE_PATH_ID = /^\/(?:embed|shorts)\/([A-Za-z0-9_-]{11})\/?$/;
const YOUTU_BE_PATH_ID = /^\/([A-Za-z0-9_-]{11})\/?$/;

/** An http(s) URL on its default port with no credentials, else null. */
function parseWebUrl(raw: string): URL | null {
  const text = raw.trim();
  // The URL parser forgives whitespace and control characters inside; a pasted link has none.
  if (!text || text.length > MAX_VIDEO_URL || /[\s\u0000-\u001f\u007f\\]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  return url;
}

/**
 * The 11-character video id of a YouTube address (youtube.com/watch?v=ID, youtu.be/ID,
 * youtube.com/embed/ID, youtube.com/shorts/ID; with or without www. or m.), else null.
 */
export function youtubeId(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const url = parseWebUrl(raw);
  if (!url) return null;
  const host = url.hostname;
  if (host === "youtu.be") return YOUTU_BE_PATH_ID.exec(url.pathname)?.[1] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === "/watch" || url.pathname === "/watch/") {
    const id = url.searchParams.get("v");
    return id && YOUTUBE_ID.test(id) ? id : null;
  }
  return YOUTUBE_PATH_ID.exec(url.pathname)?.[1] ?? null;
}

/** The canonical stored form of a YouTube video. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** Where the view's iframe points: the no-cookie player, starting at `start` seconds. */
export const youtubeEmbedUrl = (id: string, start: number) => `https://www.youtube-nocookie.com/embed/${id}?start=${start}`;

/**
 * Spec §5: "a vimeo address (http or https, optional www) ending in digits"; the trailing digits
 * are the video id (vimeo.com/123, vimeo.com/channels/staffpicks/123). Path segments before them
 * are plain words, so a query or fragment cannot supply the digits (vimeo.com/x?a=/1 is refused).
 * The player's own address (player.vimeo.com/video/123) is accepted as well.
 */
const VIMEO_URL = /^https?:\/\/(?:www\.)?vimeo\.com\/(?:[A-Za-z0-9_-]+\/)*?(\d{1,15})\/?$/i;
const VIMEO_PLAYER_URL = /^https?:\/\/player\.vimeo\.com\/video\/(\d{1,15})\/?$/i;

/** The numeric id of a Vimeo address, else null. */
export function vimeoId(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (text.length > MAX_VIDEO_URL) return null;
  return VIMEO_URL.exec(text)?.[1] ?? VIMEO_PLAYER_URL.exec(text)?.[1] ?? null;
}

/** Where the view's iframe points; dnt=1 asks Vimeo not to track the reader. */
export const vimeoEmbedUrl = (id: string) => `https://player.vimeo.com/video/${id}?dnt=1`;


// Width of a video frame: a percentage of the column (10-100 %) or pixels (200-1600 px).
export const VIDEO_WIDTH = { minPercent: 10, maxPercent: 100, minPx: 200, maxPx: 1600, fallback: "100%" } as const;

/** A width clamped into its unit's range ("5%"→"10%", "2000px"→"1600px"); a bare number counts as px; else "100%". */
export function clampVideoWidth(value: unknown): string {
  let amount: number;
  let unit: "%" | "px";
  if (typeof value === "number" && Number.isFinite(value)) {
    [amount, unit] = [value, "px"];
  } else {
    const match = typeof value === "string" ? /^\s*(\d{1,6}(?:\.\d+)?)\s*(%|px)\s*$/i.exec(value) : null;
    if (!match) return VIDEO_WIDTH.fallback;
    [amount, unit] = [Number(match[1]), match[2]!.toLowerCase() as "%" | "px"];
  }
  const [min, max] = unit === "%" ? [VIDEO_WIDTH.minPercent, VIDEO_WIDTH.maxPercent] : [VIDEO_WIDTH.minPx, VIDEO_WIDTH.maxPx];
  return `${Math.round(Math.min(max, Math.max(min, amount)))}${unit}`;
}

export const VIDEO_HEIGHT = { min: 150, max: 1200, fallback: 500 } as const;
