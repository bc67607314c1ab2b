import "server-only";
import { createHash } from "node:crypto";
import type { Locale } from "@/lib/i18n/locales";
import { cacheKey, remember, type OpenShareMeta } from "./open-share";
import type { DocumentBytes } from "./respond";

// The share view's document page never changes for a given snapshot, recipient, language and build
// (the frozen copy is the point of a share, and the page names no visit: lib/share/client/lib/visit-id.ts),
// nor, for a share that closes a deal, for a given state of that deal (its stamp: choices, signatures, outcome).
// It is rendered once, kept as UTF-8 bytes with their entity tag, and each request only hands those
// bytes out or answers 304: no per-request work grows with the document.

const PAGES_KEPT = 100;
const pages = new Map<string, Promise<DocumentBytes>>();

/**
 * The key a page is kept under. The page's link-preview tags name the share's host (shareOrigin),
 * which its workspace may change; `dealStamp` (lib/acceptance/share-deal-view.ts) changes with the deal,
 * so a signature or a new choice makes new bytes and a new ETag.
 */
export function documentPageKey(meta: OpenShareMeta, locale: Locale, buildStamp: string, dealStamp: string | null): string {
  return `${cacheKey(meta)}:${meta.recipient}:${locale}:${buildStamp}:${meta.customSubdomain ?? ""}:${dealStamp ?? ""}`;
}

/** The bytes of a page and a weak entity tag of them (weak: Next may gzip the bytes on the way out). */
export function documentBytes(html: string): DocumentBytes {
  const bytes = Buffer.from(html, "utf8");
  return { bytes, etag: `W/"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"` };
}

/**
 * The page cached under `key`, rendered by `render` on a miss. Requests arriving while it renders
 * wait for that one render (a busy share after a restart renders its document once, not per request).
 */
export function cachedDocumentPage(key: string, render: () => Promise<string>): Promise<DocumentBytes> {
  const cached = pages.get(key);
  if (cached) return remember(pages, key, cached, PAGES_KEPT);
  const page = render().then(documentBytes);
  // A failed render is not kept: the next request tries again.
  page.catch(() => pages.get(key) === page && pages.delete(key));
  return remember(pages, key, page, PAGES_KEPT);
}
