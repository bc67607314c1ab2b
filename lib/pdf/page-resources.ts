import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { findVariantSource, resolveVariant, variantBytes, type VariantFit } from "@/lib/media/variants";
import { findMiscFile } from "@/lib/misc-files/misc-files";
import { remember } from "@/lib/share/open-share";
import { SHARE_ASSETS_DIR } from "@/lib/share/build-output";
import { getObject } from "@/lib/storage";
import { PDF_DOCUMENT_PATH, PDF_ORIGIN, SIGNATURE_FONT_PATH } from "./page-paths";

// Everything the printing browser asks for while it loads a document page, answered here and never
// from the network: the page itself, the share view's built style sheets, and the media and files
// the frozen copy lists (the share's own rule: nothing it does not list, nothing of another
// workspace), read from storage. The document's Google fonts are the one outside exception: fetched
// from Google within a short budget (an offline server must not hold the PDF for them) and kept in
// memory. Anything else (external images of an html block, video frames, map tiles) is refused.

export interface PageResources {
  html: string;
  /** The workspace whose media and files the page may show. */
  teamId: string;
  mediaIds: ReadonlySet<string>;
  fileIds: ReadonlySet<string>;
  /** When outside requests (Google fonts) stop being waited for: ms since the epoch. */
  outsideDeadline: number;
}

export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
}

const GOOGLE_FONT_HOSTS = new Set(["fonts.googleapis.com", "fonts.gstatic.com"]);
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/;
const ASSET_TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  png: "image/png",
  svg: "image/svg+xml",
  woff2: "font/woff2",
  woff: "font/woff",
};

/** Images as the PDF embeds them best: JPEG passes through unchanged (WebP would be re-encoded, much larger). */
const PRINT_ACCEPT = "image/jpeg,image/png,image/gif";

const ok = (contentType: string, body: Buffer): Answer => ({ status: 200, contentType, body });

async function sharedAsset(file: string): Promise<Answer | null> {
  const match = ASSET_NAME.exec(file);
  const type = match ? ASSET_TYPES[file.slice(file.lastIndexOf(".") + 1)] : undefined;
  if (!type) return null;
  const bytes = await readFile(path.join(SHARE_ASSETS_DIR, file)).catch(() => null);
  return bytes ? ok(type, bytes) : null;
}

let signatureFont: Promise<Buffer | null> | null = null;
function signatureFontBytes(): Promise<Buffer | null> {
  signatureFont ??= readFile(path.join(process.cwd(), "node_modules/@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2")).catch(() => null);
  return signatureFont;
}

async function media(id: string, fit: VariantFit | "original", width: number, height: number, resources: PageResources): Promise<Answer | null> {
  if (!resources.mediaIds.has(id)) return null;
  const source = await findVariantSource(id);
  if (!source || source.teamId !== resources.teamId) return null;
  if (fit === "original") {
    const bytes = await getObject(source.storageKey);
    return bytes ? ok(source.mimeType, bytes) : null;
  }
  const variant = resolveVariant(source, { fit, width, height, accept: PRINT_ACCEPT });
  const bytes = await variantBytes(source, variant);
  return bytes ? ok(variant.mimeType, bytes) : null;
}

async function file(id: string, resources: PageResources): Promise<Answer | null> {
  if (!resources.fileIds.has(id)) return null;
  const row = await findMiscFile(id);
  if (!row || row.teamId !== resources.teamId) return null;
  const bytes = await getObject(row.storageKey);
  return bytes ? ok(row.mimeType, bytes) : null;
}

// Google's answers, by address: fonts never change under their address; a failure (offline) is
// remembered a few minutes, so the next PDF does not wait for it again.
const OUTSIDE_KEPT_MS = 24 * 3600_000;
const OUTSIDE_FAILED_MS = 5 * 60_000;
const OUTSIDE_CACHE_SIZE = 200;
interface OutsideEntry {
  at: number;
  answer: Promise<Answer | null>;
  /** Set once the fetch ended: its answer, null when it failed. */
  settled?: { answer: Answer | null };
}
const outside = new Map<string, OutsideEntry>();

async function fetchOutside(url: string, userAgent: string, deadline: number): Promise<Answer | null> {
  const budget = Math.max(1, deadline - Date.now());
  try {
    const response = await fetch(url, { headers: { "user-agent": userAgent, accept: "text/css,font/woff2,*/*;q=0.1" }, signal: AbortSignal.timeout(budget), redirect: "error" });
    if (!response.ok) return null;
    return ok(response.headers.get("content-type") ?? "application/octet-stream", Buffer.from(await response.arrayBuffer()));
  } catch {
    return null;
  }
}

function googleFont(url: URL, userAgent: string, deadline: number): Promise<Answer | null> {
  const key = url.href;
  const now = Date.now();
  const known = outside.get(key);
  if (known && !known.settled) return known.answer;
  if (known?.settled && now - known.at < (known.settled.answer ? OUTSIDE_KEPT_MS : OUTSIDE_FAILED_MS)) return Promise.resolve(known.settled.answer);
  // Past this render's budget: nothing is asked, and nothing remembered for the next render.
  if (deadline <= now) return Promise.resolve(null);
  const entry: OutsideEntry = { at: now, answer: fetchOutside(key, userAgent, deadline) };
  void entry.answer.then((answer) => (entry.settled = { answer }));
  remember(outside, key, entry, OUTSIDE_CACHE_SIZE);
  return entry.answer;
}

const MEDIA_PATH = /^\/api\/media\/([^/]+)\/(?:max-width\/(\d+)|width\/(\d+)\/(\d+))$/;
const MEDIA_ORIGINAL_PATH = /^\/api\/media\/download\/([^/]+)$/;
const FILE_PATH = /^\/api\/misc-file\/download\/([^/]+)$/;
const ASSET_PATH = /^\/shared-assets\/([^/]+)$/;

/** The answer to one request of the printing page, or null to refuse it. */
export async function answerPageRequest(address: string, userAgent: string, resources: PageResources): Promise<Answer | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (GOOGLE_FONT_HOSTS.has(url.hostname) && url.protocol === "https:") return googleFont(url, userAgent, resources.outsideDeadline);
  if (url.origin !== PDF_ORIGIN) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname === PDF_DOCUMENT_PATH) return ok("text/html; charset=utf-8", Buffer.from(resources.html));
  if (pathname === SIGNATURE_FONT_PATH) {
    const bytes = await signatureFontBytes();
    return bytes ? ok("font/woff2", bytes) : null;
  }
  let match = ASSET_PATH.exec(pathname);
  if (match) return sharedAsset(match[1]);
  match = MEDIA_PATH.exec(pathname);
  if (match) {
    return match[2]
      ? media(match[1], "max-width", Number(match[2]), 0, resources)
      : media(match[1], "inside", Number(match[3]), Number(match[4]), resources);
  }
  match = MEDIA_ORIGINAL_PATH.exec(pathname);
  if (match) return media(match[1], "original", 0, 0, resources);
  match = FILE_PATH.exec(pathname);
  if (match) return file(match[1], resources);
  return null;
}
