import { db } from "@/lib/db/client";
import { readCookie } from "@/lib/http/cookies";
import { readSessionClaims, SESSION_COOKIE, type SessionClaims } from "./session-cookie";
import { hashToken, isApiToken } from "./tokens";

export const actorUserSelect = {
  id: true,
  username: true,
  email: true,
  firstname: true,
  lastname: true,
  language: true,
  isActivated: true,
  isSuperAdmin: true,
  roles: true,
  disabled: true,
  sessionVersion: true,
  modulesEnabled: true,
} as const;

export interface Actor {
  user: {
    id: string;
    username: string;
    email: string;
    firstname: string;
    lastname: string;
    language: string;
    isActivated: boolean;
    isSuperAdmin: boolean;
    roles: string[];
    disabled: boolean;
    sessionVersion: number;
    modulesEnabled: string[];
  };
  /**
   * How the caller proved who they are. "cookie": a session JWT, from next-auth's session cookie or
   * sent as a Bearer token (POST /api/profile answers one to cookie callers). "bearer": an opaque API
   * token (`edt_...`) from POST /api/login, with its id (logout revokes it). Both carry "remember me",
   * so a renewed session lives as long as the one it replaces. A session's `sessionId` (null for
   * cookies older than session ids) is what logout revokes and what a renewal keeps.
   */
  via: { kind: "cookie"; rememberMe: boolean; sessionId: string | null } | { kind: "bearer"; tokenId: string; rememberMe: boolean };
}

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Who is asking: a Bearer token (an opaque API token from POST /api/login, or a session JWT), else
 * next-auth's session cookie.
 */
export async function authenticate(request: Request): Promise<Actor | null> {
  const bearer = bearerToken(request);
  if (bearer) return isApiToken(bearer) ? actorFromBearer(bearer) : actorFromSessionCookie(bearer);
  return actorFromSessionCookie(readCookie(request, SESSION_COOKIE));
}

export async function actorFromBearer(token: string): Promise<Actor | null> {
  const row = await db.apiToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, expiresAt: true, rememberMe: true, user: { select: actorUserSelect } },
  });
  if (!row || row.expiresAt < new Date()) return null;
  return { user: row.user, via: { kind: "bearer", tokenId: row.id, rememberMe: row.rememberMe } };
}

/**
 * The user row of a live session, in the one statement every request already makes: the session's id
 * must not be revoked (a NOT EXISTS on revoked_sessions' primary key inside the same SELECT, so
 * checking revocation costs no round trip; docs/decisions/0005), and the user's sessionVersion must
 * still be the one the JWT carries (password change or reset, an operator's disabling bump it).
 */
export async function findSessionUser(claims: SessionClaims) {
  const notRevoked = claims.sid ? { revokedSessions: { none: { id: claims.sid } } } : {};
  const user = await db.user.findUnique({ where: { id: claims.sub, ...notRevoked }, select: actorUserSelect });
  return user && user.sessionVersion === claims.sv ? user : null;
}

/** A session JWT (the cookie's value, or the same sent as a Bearer token); valid while not revoked and the user's sessionVersion matches. */
export async function actorFromSessionCookie(cookieValue: string | undefined): Promise<Actor | null> {
  const claims = await readSessionClaims(cookieValue);
  if (!claims) return null;
  const user = await findSessionUser(claims);
  if (!user) return null;
  return { user, via: { kind: "cookie", rememberMe: claims.rm, sessionId: claims.sid ?? null } };
}
