import { db } from "@/lib/db/client";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { serializeCookie } from "@/lib/http/cookies";
import { clearedSessionCookie, sessionCookie, SESSION_DAYS_DEFAULT, SESSION_DAYS_REMEMBERED } from "./session-cookie";
import { hashToken, newApiToken } from "./tokens";

interface SessionUser {
  id: string;
  sessionVersion: number;
  language: string;
}

/** A bearer token for API clients; stored hashed, revoked by logout. */
export async function issueApiToken(userId: string, rememberMe: boolean, name = "login"): Promise<string> {
  const token = newApiToken();
  const days = rememberMe ? SESSION_DAYS_REMEMBERED : SESSION_DAYS_DEFAULT;
  await db.apiToken.create({
    data: { userId, tokenHash: hashToken(token), name, rememberMe, expiresAt: new Date(Date.now() + days * 24 * 3600_000) },
  });
  return token;
}

/** Set-Cookie headers that sign the browser in: next-auth's session cookie plus the user's language. */
export async function signInCookies(user: SessionUser, rememberMe: boolean): Promise<string[]> {
  return [
    await sessionCookie({ sub: user.id, sv: user.sessionVersion }, rememberMe),
    serializeCookie({ name: LOCALE_COOKIE, value: user.language, maxAgeSeconds: 365 * 24 * 3600, httpOnly: false }),
  ];
}

export const signOutCookies = () => [clearedSessionCookie()];

export function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}
