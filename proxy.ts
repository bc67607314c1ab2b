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
  // Not for Next's own files and static assets.
  matcher: ["/((?!_next/|favicon.ico|robots.txt|.*\\.(?:png|jpg|jpeg|gif|svg|webp|ico|css|js|woff2?)$).*)"],
};
