// Where the Pexels API lives and which hosts its images may be fetched from. Read on every call (not
// at import), so a server picks up PEXELS_API_KEY from its environment and tests can point the client
// at a local stand-in with PEXELS_API_URL.

export const DEFAULT_PEXELS_API_URL = "https://api.pexels.com/v1";

/** Pexels serves every photo size from this host, over https. */
export const PEXELS_IMAGE_HOST = "images.pexels.com";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The API key, or null when stock photos are off on this server. */
export function pexelsApiKey(): string | null {
  return process.env.PEXELS_API_KEY?.trim() || null;
}

export function pexelsBaseUrl(): URL {
  const configured = process.env.PEXELS_API_URL?.trim() || DEFAULT_PEXELS_API_URL;
  return new URL(configured.endsWith("/") ? configured : `${configured}/`);
}

/**
 * May an image be downloaded from this URL? Only https on images.pexels.com: the URL comes from the
 * upstream's answer, and fetching whatever it names would let it make this server call anywhere
 * (SSRF). The one exception is a stand-in Pexels on this machine (PEXELS_API_URL on a loopback host,
 * as in the tests): its own origin may serve the images too. No other host is ever allowed.
 */
export function isAllowedImageUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:" && url.hostname === PEXELS_IMAGE_HOST && (url.port === "" || url.port === "443")) return true;
  const base = pexelsBaseUrl();
  return LOOPBACK_HOSTS.has(base.hostname) && url.origin === base.origin;
}

/**
 * Per user: Pexels allows an app 200 requests an hour, shared by every user, so one planner browsing
 * and importing cannot use it all up. Each search and each import counts.
 */
export const STOCK_SEARCH_LIMIT = { max: 60, windowSeconds: 60 * 60 };
export const STOCK_IMPORT_LIMIT = { max: 30, windowSeconds: 60 * 60 };
