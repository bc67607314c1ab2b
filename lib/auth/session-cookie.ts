import { decode, encode } from "next-auth/jwt";
import { serializeCookie } from "@/lib/http/cookies";
import { authSecret } from "./secret";

import { SESSION_COOKIE } from "./cookie-names";

// The browser session is next-auth's JWT session cookie (the same name and format next-auth reads).
export { SESSION_COOKIE };
export const SESSION_DAYS_REMEMBERED = 30;
export const SESSION_DAYS_DEFAULT = 1;

export interface SessionClaims {
  sub: string;
  /** The user's sessionVersion when the cookie was made; a change of password bumps it and ends old sessions. */
  sv: number;
}

const secureCookies = () => process.env.NEXTAUTH_URL?.startsWith("https://") ?? false;

export async function sessionCookie(claims: SessionClaims, rememberMe: boolean): Promise<string> {
  const maxAge = (rememberMe ? SESSION_DAYS_REMEMBERED : SESSION_DAYS_DEFAULT) * 24 * 3600;
  const value = await encode({ token: { sub: claims.sub, sv: claims.sv }, secret: authSecret(), maxAge });
  return serializeCookie({ name: SESSION_COOKIE, value, maxAgeSeconds: maxAge, secure: secureCookies() });
}

export const clearedSessionCookie = () =>
  serializeCookie({ name: SESSION_COOKIE, value: "", maxAgeSeconds: 0, secure: secureCookies() });

export async function readSessionClaims(value: string | undefined): Promise<SessionClaims | null> {
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: authSecret() });
    if (!token?.sub) return null;
    return { sub: token.sub, sv: typeof token.sv === "number" ? token.sv : -1 };
  } catch {
    return null;
  }
}
