import { randomBytes } from "node:crypto";
import { decode, encode } from "next-auth/jwt";
import { serializeCookie } from "@/lib/http/cookies";
import { authSecret } from "./secret";

import { SESSION_COOKIE } from "./cookie-names";

// The browser session is next-auth's JWT session cookie (the same name and format next-auth reads).
export { SESSION_COOKIE };
export const SESSION_DAYS_REMEMBERED = 30;
export const SESSION_DAYS_DEFAULT = 1;

export const sessionMaxAgeSeconds = (rememberMe: boolean) => (rememberMe ? SESSION_DAYS_REMEMBERED : SESSION_DAYS_DEFAULT) * 24 * 3600;

export interface SessionClaims {
  sub: string;
  /** The user's sessionVersion when the cookie was made; a change of password bumps it and ends old sessions. */
  sv: number;
  /** "Remember me": the session lasts SESSION_DAYS_REMEMBERED days, else SESSION_DAYS_DEFAULT; renewals keep it. */
  rm: boolean;
  /**
   * This browser session's id, kept by every renewal: logout revokes it alone (revoked_sessions).
   * Absent only in cookies made before sessions had ids; those end with a sessionVersion bump.
   */
  sid?: string;
}

/** A new session's id: random, so a revoked id can never be guessed back to life. */
export const newSessionId = () => randomBytes(18).toString("base64url");

/**
 * Cookies carry the Secure flag when the app is served over https: its configured address (APP_URL
 * or NEXTAUTH_URL) says so, or this request came over https, directly or through the proxy in front
 * of us (X-Forwarded-Proto).
 */
export function secureCookies(request?: Request): boolean {
  const configured = [process.env.APP_URL, process.env.NEXTAUTH_URL].some((url) => url?.trim().toLowerCase().startsWith("https://"));
  if (configured || !request) return configured;
  const forwardedProto = request.headers.get("x-forwarded-proto")?.split(",").map((proto) => proto.trim().toLowerCase());
  if (forwardedProto?.includes("https")) return true;
  try {
    return new URL(request.url).protocol === "https:";
  } catch {
    return false;
  }
}

/** The session JWT (next-auth's encoding) and how long it lives; a new session id unless one is carried over. */
export async function encodeSession(claims: SessionClaims): Promise<{ value: string; maxAge: number }> {
  const maxAge = sessionMaxAgeSeconds(claims.rm);
  const token = { sub: claims.sub, sv: claims.sv, rm: claims.rm, sid: claims.sid ?? newSessionId() };
  const value = await encode({ token, secret: authSecret(), maxAge });
  return { value, maxAge };
}

export const serializeSessionCookie = (session: { value: string; maxAge: number }, request?: Request) =>
  serializeCookie({ name: SESSION_COOKIE, value: session.value, maxAgeSeconds: session.maxAge, secure: secureCookies(request) });

export async function sessionCookie(claims: SessionClaims, request?: Request): Promise<string> {
  return serializeSessionCookie(await encodeSession(claims), request);
}

export const clearedSessionCookie = (request?: Request) =>
  serializeCookie({ name: SESSION_COOKIE, value: "", maxAgeSeconds: 0, secure: secureCookies(request) });

/** The claims of a decoded session token (ours or next-auth's, one encoding), or null without a subject. */
export function claimsOfToken(token: Record<string, unknown>): SessionClaims | null {
  if (typeof token.sub !== "string" || !token.sub) return null;
  const claims: SessionClaims = { sub: token.sub, sv: typeof token.sv === "number" ? token.sv : -1, rm: rememberedClaim(token) };
  if (typeof token.sid === "string" && token.sid) claims.sid = token.sid;
  return claims;
}

export async function readSessionClaims(value: string | undefined): Promise<SessionClaims | null> {
  if (!value) return null;
  try {
    const token = await decode({ token: value, secret: authSecret() });
    return token ? claimsOfToken(token) : null;
  } catch {
    return null;
  }
}

/** Sessions made before `rm` was a claim: remembered when the token was issued for more than the default lifetime. */
function rememberedClaim(token: Record<string, unknown>): boolean {
  if (typeof token.rm === "boolean") return token.rm;
  const { iat, exp } = token;
  return typeof iat === "number" && typeof exp === "number" ? exp - iat > sessionMaxAgeSeconds(false) : true;
}
