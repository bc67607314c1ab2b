import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie-names";
import { appUrl } from "@/lib/mail/config";
import { shareHostDomain } from "@/lib/sharing/keys";

// Paths that work without a session. Everything else is the logged-in shell; pages there still
// validate the session themselves (this only spares a round trip when there is no cookie at all).
const PUBLIC_PREFIXES = ["/auth/", "/api/", "/shared/", "/s/", "/design-preview/", "/dev/", "/csstest", "/workspace-deleted"];

// A workspace's share host ({subdomain}.SHARE_HOST_DOMAIN) serves its shares and design previews
// with what they load; anything else there (login, the app) is sent to the app's own address.
const SHARE_HOST_PREFIXES = ["/shared/", "/s/", "/shared-assets/", "/design-preview/", "/api/shared-document/", "/api/media/", "/api/misc-file/", "/api/form/", "/api/team/"];

/** A subdomain of SHARE_HOST_DOMAIN that is not the app's own host (app.eventdocs.app may live under it too). */
function isShareHost(host: string): boolean {
  const domain = shareHostDomain();
  const name = host.toLowerCase();
  return domain !== null && name.endsWith(`.${domain}`) && name !== new URL(appUrl()).hostname.toLowerCase();
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isShareHost(request.nextUrl.hostname) && !SHARE_HOST_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return NextResponse.redirect(new URL(pathname + search, appUrl()));
  }
  if (PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || /-designs$/.test(pathname)) return NextResponse.next();
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  const login = new URL("/auth/login", request.url);
  if (pathname !== "/") login.searchParams.set("next", pathname + search);
  return NextResponse.redirect(login);
}

export const config = {
  // Not for Next's own files and static assets, nor for the upload routes: Next buffers at most 10 MB
  // of a body that passes through the proxy (a 20 MB upload would reach its route cut short) and
  // holds it in memory, while those routes stream the body to disk. The proxy has nothing to do
  // for them anyway (API routes check the session themselves). A unit test keeps this list equal to
  // the multipart contracts. Next reads the matcher at build time: it must stay a literal.
  matcher: [
    "/((?!_next/|favicon.ico|robots.txt|api/team/[^/]+/(?:media|misc-file|logo|favicon|document-import|doc-styles/import)$|api/user/[^/]+/profile-photo$|api/profile$|.*\\.(?:png|jpg|jpeg|gif|svg|webp|ico|css|js|woff2?)$).*)",
  ],
};
