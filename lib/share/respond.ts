import "server-only";

// Headers of every share view page: nothing is indexed; the referrer never carries the share key to
// another site; and the CSP allows scripts from our own origin only (the pages contain no inline
// script at all). Pages rendered per visit (landing, PIN step, notices) are never stored; the
// document page is stored but revalidated on every open (shareDocumentResponse).

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Block views and documents' custom CSS use style attributes and a <style> element.
  // Google font sheets of the document's style (the visitor's browser loads them: accounts spec, doc styles).
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  // Map tiles and external images of html blocks.
  "img-src 'self' data: blob: https:",
  "media-src 'self' https:",
  "font-src 'self' data: https://fonts.gstatic.com",
  "connect-src 'self'",
  "frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://www.instagram.com",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const PAGE_HEADERS = {
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "content-security-policy": CSP,
};

export function shareHtmlResponse(html: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store", ...PAGE_HEADERS, ...headers },
  });
}

/** A rendered document page: its UTF-8 bytes and their entity tag (lib/share/document-page.ts). */
export interface DocumentBytes {
  bytes: Uint8Array;
  etag: string;
}

/**
 * `no-cache`, not `no-store`: the browser may keep the page but must ask before every use, so a
 * repeat open costs a 304 and no body, while each open still reaches the server, which checks first
 * that the share is open and the PIN cookie valid, and records the view. (`no-store` would make the
 * ETag useless: nothing kept, nothing to revalidate.) `private`: never in a shared cache. The page
 * differs by language (the ETag too); Next adds Accept-Encoding to Vary when it compresses.
 * The price: the document, a PIN share's too, sits in the browser's cache, and back/forward
 * navigation may show it from there without asking, as for any page not marked `no-store`.
 */
const DOCUMENT_CACHING = { "cache-control": "private, no-cache", vary: "Accept-Language" };

/**
 * The document page's answer, 200 with the cached bytes as they are (one chunk of a stream: no copy,
 * no re-encoding per request), or 304 when the browser already holds them (`notModified`).
 */
export function shareDocumentResponse(page: DocumentBytes, notModified: boolean, headers: Record<string, string> = {}): Response {
  const common = { ...DOCUMENT_CACHING, etag: page.etag, ...PAGE_HEADERS, ...headers };
  if (notModified) return new Response(null, { status: 304, headers: common });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(page.bytes);
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/html; charset=utf-8", "content-length": String(page.bytes.byteLength), ...common } });
}
