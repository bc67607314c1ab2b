import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { serializeCookie } from "@/lib/http/cookies";
import type { Actor } from "./actor";
import {
  clearedSessionCookie,
  encodeSession,
  secureCookies,
  serializeSessionCookie,
  SESSION_DAYS_DEFAULT,
  SESSION_DAYS_REMEMBERED,
  sessionMaxAgeSeconds,
} from "./session-cookie";
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

/**
 * Logout, on the server: a bearer caller's API token is deleted; a browser session's id is revoked,
 * so a copy of its cookie is refused from now on (other browsers of the same account stay signed in).
 * A session from before sessions had ids can only be ended with all the others (sessionVersion).
 */
export async function endSession(actor: Actor | null): Promise<void> {
  if (!actor) return;
  if (actor.via.kind === "bearer") {
    await db.apiToken.deleteMany({ where: { id: actor.via.tokenId } });
    return;
  }
  if (!actor.via.sessionId) {
    await db.user.update({ where: { id: actor.user.id }, data: { sessionVersion: { increment: 1 } } });
    return;
  }
  // Renewals of a revoked session are refused (next-auth-options.ts), so no copy of this JWT lives
  // past one session lifetime from now: then the row has done its work. Rows past that go here too.
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionMaxAgeSeconds(actor.via.rememberMe) * 1000);
  await db.$transaction([
    db.revokedSession.createMany({ data: [{ id: actor.via.sessionId, userId: actor.user.id, expiresAt }], skipDuplicates: true }),
    db.revokedSession.deleteMany({ where: { expiresAt: { lt: now } } }),
  ]);
}

/**
 * Ends every session of an account, browsers and API clients alike (an operator disabling it). Runs in
 * the caller's transaction, so the account's change and the end of its sessions happen together.
 */
export async function endAllSessions(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
  await tx.apiToken.deleteMany({ where: { userId } });
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

/**
 * The session JWT and the Set-Cookie headers that sign the browser in with it (plus the user's language).
 * `sessionId` carries a session over (a renewal); without it a new session starts.
 */
async function signIn(user: SessionUser, rememberMe: boolean, request?: Request, sessionId?: string | null): Promise<{ jwt: string; cookies: string[] }> {
  const session = await encodeSession({ sub: user.id, sv: user.sessionVersion, rm: rememberMe, ...(sessionId ? { sid: sessionId } : {}) });
  return { jwt: session.value, cookies: [serializeSessionCookie(session, request), localeCookie(user.language, request)] };
}

/** Set-Cookie headers that sign the browser in: next-auth's session cookie plus the user's language. */
export async function signInCookies(user: SessionUser, rememberMe: boolean, request?: Request, sessionId?: string | null): Promise<string[]> {
  return (await signIn(user, rememberMe, request, sessionId)).cookies;
}

/**
 * A fresh session for the caller after a change to the account (profile): a session caller gets a
 * new session JWT (as `token`, and in the cookie), a bearer caller a new bearer token in place of
 * the old one. Either keeps its "remember me"; no second kind of credential is minted.
 */
export async function renewSession(actor: Actor, user: SessionUser, request: Request, name = "profile"): Promise<{ token: string; cookies: string[] }> {
  if (actor.via.kind === "bearer") return { token: await rotateBearer(actor.via.tokenId, user.id, actor.via.rememberMe, name), cookies: [] };
  const { jwt, cookies } = await signIn(user, actor.via.rememberMe, request, actor.via.sessionId);
  return { token: jwt, cookies };
}

export const signOutCookies = (request?: Request) => [clearedSessionCookie(request)];

export function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}
