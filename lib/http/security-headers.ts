import { NextResponse, type NextRequest } from "next/server";

// The security headers of the app's pages (the proxy sets them: it runs for pages only; the share
// view sets its own stricter ones, lib/share/respond.ts). The Content-Security-Policy is built from
// what the app really loads:
// - scripts: our own, each carrying this request's nonce. Next reads the nonce from the request's
//   Content-Security-Policy header and puts it on every script it writes, which works because every
//   page is rendered per request (the root layout reads the locale from the request); 'strict-dynamic'
//   lets those scripts load Next's chunks. `next dev` needs eval (React's debugging) and its socket.
// - styles: React writes style attributes and the editor a <style> of the document's custom CSS, so
//   inline styles stay allowed (a nonce would turn 'unsafe-inline' off); Google Fonts sheets of doc styles.
// - images and media: our media routes, data/blob previews of uploads, and any https image (map
//   tiles from tile.openstreetmap.org, images of html blocks, a storage bucket's public address).
// - frames: our design previews, the video and Instagram embeds of blocks (lib/blocks/video-url.ts),
//   and the academy and direct payment pages when configured.
// - connections: our own API only (uploads, geocoding and stock photos go through it).
// The page may not be framed anywhere (frame-ancestors and X-Frame-Options). Violations are reported
// in the browser's console; CSP_REPORT_ONLY=1 sends the policy as Report-Only (to try a change safely).

const VIDEO_AND_EMBED_FRAMES = ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com", "https://www.instagram.com"];

export interface PolicyOptions {
  nonce: string;
  /** `next dev`: eval and the dev server's socket. */
  development: boolean;
  /** The app is served over https (APP_URL): ask browsers to upgrade any http address. */
  https: boolean;
  /** Origins of the pages the app embeds by configuration (the academy, the direct payment page). */
  frameOrigins?: string[];
}

export function contentSecurityPolicy({ nonce, development, https, frameOrigins = [] }: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data: https://fonts.gstatic.com",
    `connect-src 'self'${development ? " ws: wss:" : ""}`,
    `frame-src 'self' ${[...VIDEO_AND_EMBED_FRAMES, ...frameOrigins].join(" ")}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Nothing the app uses: the camera, microphone, location, payments (Stripe is a redirect) and more are off. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), browsing-topics=()";

/** The headers every app page answers with, beside the policy. */
export function staticSecurityHeaders(https: boolean): Record<string, string> {
  return {
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    // A year, sub-domains included (share hosts are sub-domains): only once the app is on https.
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** A fresh, unguessable nonce per request (128 bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The origin of an http(s) address, or null (the value then never reaches the policy). */
export function originOf(value: string | undefined): string | null {
  try {
    const url = new URL(value?.trim() ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** ACADEMY_URL and DIRECT_PAYMENT_URL are shown in iframes (lib/shell/academy.ts, lib/plans/stripe-config.ts). */
const configuredFrameOrigins = () => [originOf(process.env.ACADEMY_URL), originOf(process.env.DIRECT_PAYMENT_URL)].filter((origin): origin is string => origin !== null);

export const isHttpsApp = () => (process.env.APP_URL ?? "").trim().toLowerCase().startsWith("https://");
const policyHeaderName = () => (process.env.CSP_REPORT_ONLY === "1" ? "content-security-policy-report-only" : "content-security-policy");

/**
 * Runs the proxy's `decide` with a `next()` that passes the nonce and the policy on to the page
 * (as request headers: Next reads the nonce there; `x-nonce` for our own code), then sets the
 * headers on whatever `decide` answered (a page, or a redirect).
 */
export function withSecurityHeaders(request: NextRequest, decide: (next: () => NextResponse) => NextResponse): NextResponse {
  const https = isHttpsApp();
  const nonce = newNonce();
  const policy = contentSecurityPolicy({ nonce, development: process.env.NODE_ENV === "development", https, frameOrigins: configuredFrameOrigins() });
  const headerName = policyHeaderName();
  const next = () => {
    const headers = new Headers(request.headers);
    headers.set("x-nonce", nonce);
    headers.set(headerName, policy);
    return NextResponse.next({ request: { headers } });
  };
  const response = decide(next);
  response.headers.set(headerName, policy);
  for (const [name, value] of Object.entries(staticSecurityHeaders(https))) response.headers.set(name, value);
  return response;
}
