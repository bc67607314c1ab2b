import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/cookie-names";

// Paths that work without a session. Everything else is the logged-in shell; pages there still
// validate the session themselves (this only spares a round trip when there is no cookie at all).
const PUBLIC_PREFIXES = ["/auth/", "/api/", "/shared/", "/s/", "/design-preview/", "/dev/", "/csstest", "/workspace-deleted"];

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
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
