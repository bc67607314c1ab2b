import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie-names";
import { malformedPathAnswer } from "@/lib/http/malformed-path";
import { withSecurityHeaders } from "@/lib/http/security-headers";
import { shareHostRedirect } from "@/lib/sharing/share-host";

// Paths that work without a session. Everything else is the logged-in shell; pages there still
// validate the session themselves (this only spares a round trip when there is no cookie at all).
const PUBLIC_PREFIXES = ["/auth/", "/api/", "/shared/", "/s/", "/design-preview/", "/dev/", "/csstest", "/workspace-deleted", "/verify/"];

export function proxy(request: NextRequest) {
  // Broken percent-encoding makes Next answer a bare 500 for any route; only the proxy runs first.
  const malformed = malformedPathAnswer(request);
  if (malformed) return malformed;
  const { pathname } = request.nextUrl;
  // The matcher's second entry lets in non-ASCII percent-encoding for the check above only.
  if (!PAGES.test(pathname)) return NextResponse.next();
  // The app's pages answer with their security headers (CSP with this request's nonce, no framing).
  return withSecurityHeaders(request, (next) => gate(request, next));
}

/** Share hosts redirect; a page without any session cookie goes to the login. */
function gate(request: NextRequest, next: () => NextResponse): NextResponse {
  const { pathname, search } = request.nextUrl;
  const away = shareHostRedirect(request.nextUrl);
  if (away) return NextResponse.redirect(away);
  if (PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || /-designs$/.test(pathname)) return next();
  if (request.cookies.has(SESSION_COOKIE)) return next();
  const login = new URL("/auth/login", request.url);
  if (pathname !== "/") login.searchParams.set("next", pathname + search);
  return NextResponse.redirect(login);
}

export const config = {
  // The proxy runs for the app's pages only: it has nothing to do for these, and every request it
  // runs for pays for it:
  // - API routes: they check the session and the share host themselves (route(), lib/http/route.ts);
  //   next-auth's own routes (api/auth/) stay behind it for the share-host redirect. Next also
  //   buffers at most 10 MB of a body that passes through the proxy: a 20 MB upload would reach its
  //   route cut short (docs/decisions/0002).
  // - shares, short links, design previews and their assets: public on every host;
  // - Next's own files and static assets.
  // The second entry: any path with percent-encoding that may not decode (a % not followed by two
  // hex digits, or a byte of a non-ASCII character), API routes and shares included, so that broken
  // encoding gets a 400 instead of Next's bare 500. An upload's path is ids and never holds one.
  // Next reads the matcher at build time: it must stay a literal. A unit test checks it.
  matcher: [
    "/((?!_next/|favicon.ico|robots.txt|api(?:$|/(?!auth/))|shared/|shared-assets/|s/|design-preview/|.*\\.(?:png|jpg|jpeg|gif|svg|webp|ico|css|js|woff2?)$).*)",
    "/(.*%(?:(?![0-9A-Fa-f]{2})|[89A-Fa-f]).*)",
  ],
};

/** The paths the proxy is for: the matcher's first entry, as Next applies it (anchored, case-sensitive). */
const PAGES = new RegExp(`^${config.matcher[0]}$`);
