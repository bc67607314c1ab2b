import "server-only";

// Headers of every share view page. Documents can be disabled at any time, so nothing is cached;
// nothing is indexed; the referrer never carries the share key to another site; and the CSP allows
// scripts from our own origin only (the pages contain no inline script at all).

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

export function shareHtmlResponse(html: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex, nofollow",
      "referrer-policy": "same-origin",
      "x-content-type-options": "nosniff",
      "content-security-policy": CSP,
      ...headers,
    },
  });
}
