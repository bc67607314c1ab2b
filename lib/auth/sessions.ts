import { db } from "@/lib/db/client";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { serializeCookie } from "@/lib/http/cookies";
import type { Actor } from "./actor";
import { clearedSessionCookie, encodeSession, secureCookies, serializeSessionCookie, SESSION_DAYS_DEFAULT, SESSION_DAYS_REMEMBERED } from "./session-cookie";
import { hashToken, newApiToken } from "./tokens";

interface SessionUser {
  id: string;
  sessionVersion: number;
  language: string;
}

const apiTokenExpiry = (rememberMe: boolean) => new Date(Date.now() + (rememberMe ? SESSION_DAYS_REMEMBERED : SESSION_DAYS_DEFAULT) * 24 * 3600_000);

/** A bearer token for API clients; stored hashed, revoked by logout. */
export async function issueApiToken(userId: string, rememberMe: boolean, name = "login"): Promise<string> {
  const token = newApiToken();
  await db.apiToken.create({ data: { userId, tokenHash: hashToken(token), name, rememberMe, expiresAt: apiTokenExpiry(rememberMe) } });
  return token;
}

/** Ends a bearer caller's API token (logout). Session JWTs are ended by clearing the cookie. */
export async function revokeBearer(actor: Actor | null): Promise<void> {
  if (actor?.via.kind === "bearer") await db.apiToken.deleteMany({ where: { id: actor.via.tokenId } });
}

/** Replaces a bearer token with a new one of the same kind ("remember me" kept): the old one stops working. */
async function rotateBearer(tokenId: string, userId: string, rememberMe: boolean, name: string): Promise<string> {
  const token = newApiToken();
  await db.$transaction([
    db.apiToken.deleteMany({ where: { id: tokenId } }),
    db.apiToken.create({ data: { userId, tokenHash: hashToken(token), name, rememberMe, expiresAt: apiTokenExpiry(rememberMe) } }),
  ]);
  return token;
}

/** The locale cookie next-intl reads (lib/i18n/request.ts): set at sign-in and when the language changes. */
export const localeCookie = (language: string, request?: Request) =>
  serializeCookie({ name: LOCALE_COOKIE, value: language, maxAgeSeconds: 365 * 24 * 3600, httpOnly: false, secure: secureCookies(request) });

/** The session JWT and the Set-Cookie headers that sign the browser in with it (plus the user's language). */
async function signIn(user: SessionUser, rememberMe: boolean, request?: Request): Promise<{ jwt: string; cookies: string[] }> {
  const session = await encodeSession({ sub: user.id, sv: user.sessionVersion, rm: rememberMe });
  return { jwt: session.value, cookies: [serializeSessionCookie(session, request), localeCookie(user.language, request)] };
}

/** Set-Cookie headers that sign the browser in: next-auth's session cookie plus the user's language. */
export async function signInCookies(user: SessionUser, rememberMe: boolean, request?: Request): Promise<string[]> {
  return (await signIn(user, rememberMe, request)).cookies;
}

/**
 * A fresh session for the caller after a change to the account (profile): a session caller gets a
 * new session JWT (as `token`, and in the cookie), a bearer caller a new bearer token in place of
 * the old one. Either keeps its "remember me"; no second kind of credential is minted.
 */
export async function renewSession(actor: Actor, user: SessionUser, request: Request, name = "profile"): Promise<{ token: string; cookies: string[] }> {
  if (actor.via.kind === "bearer") return { token: await rotateBearer(actor.via.tokenId, user.id, actor.via.rememberMe, name), cookies: [] };
  const { jwt, cookies } = await signIn(user, actor.via.rememberMe, request);
  return { token: jwt, cookies };
}

export const signOutCookies = (request?: Request) => [clearedSessionCookie(request)];

export function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}
