import { db } from "@/lib/db/client";
import { readCookie } from "@/lib/http/cookies";
import { readSessionClaims, SESSION_COOKIE } from "./session-cookie";
import { hashToken } from "./tokens";

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
  /** How the caller proved who they are; a bearer caller also carries its token's id (logout revokes it). */
  via: { kind: "cookie" } | { kind: "bearer"; tokenId: string };
}

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** Who is asking: a bearer token from POST /api/login, else next-auth's session cookie. */
export async function authenticate(request: Request): Promise<Actor | null> {
  const bearer = bearerToken(request);
  if (bearer) return actorFromBearer(bearer);
  return actorFromSessionCookie(readCookie(request, SESSION_COOKIE));
}

export async function actorFromBearer(token: string): Promise<Actor | null> {
  const row = await db.apiToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, expiresAt: true, user: { select: actorUserSelect } },
  });
  if (!row || row.expiresAt < new Date()) return null;
  return { user: row.user, via: { kind: "bearer", tokenId: row.id } };
}

export async function actorFromSessionCookie(cookieValue: string | undefined): Promise<Actor | null> {
  const claims = await readSessionClaims(cookieValue);
  if (!claims) return null;
  const user = await db.user.findUnique({ where: { id: claims.sub }, select: actorUserSelect });
  if (!user || user.sessionVersion !== claims.sv) return null;
  return { user, via: { kind: "cookie" } };
}
