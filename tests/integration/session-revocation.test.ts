import { randomInt } from "node:crypto";
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/change-password/route";
import { POST as login } from "@/app/api/login/route";
import { GET as logout } from "@/app/api/logout/route";
import { POST as operatorAction } from "@/app/api/superadmin/accounts/[id]/action/route";
import { GET as me } from "@/app/api/users/me/route";
import { nextAuthOptions } from "@/lib/auth/next-auth-options";
import { authSecret } from "@/lib/auth/secret";
import { readSessionClaims, SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db/client";
import { createUser, PASSWORD } from "../factories/users";
import { callRoute } from "../support/call-route";

// The hardening issue's finding 1: logout cleared the cookie in the browser, but a copy of it stayed
// valid for its whole life. Browser sessions now end on the server (docs/decisions/0005).

type Handler = Parameters<typeof callRoute>[0];

/** A browser signing in: POST /api/login, keeping the session cookie it sets (and the bearer token it answers). */
async function signIn(username: string, password = PASSWORD) {
  // Each sign-in from an address of its own, so no per-address limit is reached across the file.
  const signedIn = await callRoute(login, "POST", "/api/login", {
    body: { username, password, rememberme: false },
    headers: { "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  expect(signedIn.status).toBe(200);
  expect(signedIn.cookie).toMatch(new RegExp(`^${SESSION_COOKIE.replace(/\./g, "\\.")}=`));
  return { cookie: signedIn.cookie!, token: signedIn.body.token as string };
}

const meWith = (credentials: { cookie?: string; token?: string }) => callRoute(me, "GET", "/api/users/me", credentials);
const sessionJwt = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);

describe("ending browser sessions on the server", () => {
  it("logout refuses a copied cookie afterwards (401), and ends only that session", async () => {
    const { user } = await createUser();
    const browser = await signIn(user.username);
    const otherBrowser = await signIn(user.username);
    const copied = browser.cookie;
    expect((await meWith({ cookie: copied })).status).toBe(200);

    const out = await callRoute(logout, "GET", "/api/logout", { cookie: browser.cookie });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);

    const replayed = await meWith({ cookie: copied });
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.message).toBe("Session ended please login");
    // The same JWT sent as a Bearer token is the same session: refused too.
    expect((await meWith({ token: sessionJwt(copied) })).status).toBe(401);
    // This browser only: the account's other session goes on.
    expect((await meWith({ cookie: otherBrowser.cookie })).status).toBe(200);
    const claims = await readSessionClaims(sessionJwt(copied));
    expect(await db.revokedSession.findUnique({ where: { id: claims!.sid! } })).toMatchObject({ userId: user.id });
  });

  it("refuses to renew a logged-out session through next-auth's session endpoint, so a copy cannot outlive its revocation", async () => {
    const { user } = await createUser();
    const browser = await signIn(user.username);
    const claims = (await readSessionClaims(sessionJwt(browser.cookie)))!;
    const jwt = nextAuthOptions().callbacks!.jwt!;
    const token = { sub: claims.sub, sv: claims.sv, rm: claims.rm, sid: claims.sid };
    await expect(jwt({ token } as never)).resolves.toMatchObject({ sid: claims.sid });

    await callRoute(logout, "GET", "/api/logout", { cookie: browser.cookie });
    await expect(jwt({ token } as never)).rejects.toThrow("Session ended");
  });

  it("a password change ends the other sessions; the browser that changed it stays signed in", async () => {
    const { user } = await createUser();
    const here = await signIn(user.username);
    const elsewhere = await signIn(user.username);
    const changed = await callRoute(changePassword, "POST", "/api/change-password", {
      cookie: here.cookie,
      body: { currentPassword: PASSWORD, password: "a-brand-new-password", confirmPassword: "a-brand-new-password" },
    });
    expect(changed.status).toBe(200);
    expect(changed.cookie).toBeDefined();

    expect((await meWith({ cookie: elsewhere.cookie })).status).toBe(401);
    expect((await meWith({ cookie: here.cookie })).status).toBe(401); // a copy of the cookie from before the change
    expect((await meWith({ cookie: changed.cookie })).status).toBe(200);
    // The renewed cookie is the same session: logging out of it ends it.
    await callRoute(logout, "GET", "/api/logout", { cookie: changed.cookie });
    expect((await meWith({ cookie: changed.cookie })).status).toBe(401);
  });

  it("keeps bearer tokens' behaviour: logout revokes the token it was called with; a password change keeps the caller's token only", async () => {
    const { user } = await createUser();
    const first = await signIn(user.username);
    const second = await signIn(user.username);
    expect((await meWith({ token: first.token })).status).toBe(200);

    expect((await callRoute(logout, "GET", "/api/logout", { token: first.token })).status).toBe(200);
    expect((await meWith({ token: first.token })).status).toBe(401);
    // A bearer logout ends no browser session and no other token.
    expect((await meWith({ token: second.token })).status).toBe(200);
    expect((await meWith({ cookie: first.cookie })).status).toBe(200);

    const third = await signIn(user.username);
    const changed = await callRoute(changePassword, "POST", "/api/change-password", {
      token: second.token,
      body: { currentPassword: PASSWORD, password: "a-brand-new-password", confirmPassword: "a-brand-new-password" },
    });
    expect(changed.status).toBe(200);
    expect((await meWith({ token: second.token })).status).toBe(200);
    expect((await meWith({ token: third.token })).status).toBe(401);
    expect((await meWith({ cookie: third.cookie })).status).toBe(401);
  });

  it("an operator disabling an account ends all its sessions and tokens", async () => {
    const { user } = await createUser();
    const browser = await signIn(user.username);
    const operator = await createUser({ superAdmin: true });
    const disabled = await callRoute(operatorAction as Handler, "POST", "/x", { token: operator.token, params: { id: user.id }, body: { action: "disable" } });
    expect(disabled.status).toBe(200);
    expect((await meWith({ cookie: browser.cookie })).status).toBe(401);
    expect((await meWith({ token: browser.token })).status).toBe(401);
  });

  it("ends a session made before sessions had ids by ending all of the account's sessions", async () => {
    const { user } = await createUser();
    const legacy = await encode({ token: { sub: user.id, sv: user.sessionVersion, rm: false }, secret: authSecret(), maxAge: 3600 });
    const cookie = `${SESSION_COOKIE}=${legacy}`;
    expect((await meWith({ cookie })).status).toBe(200);
    expect((await callRoute(logout, "GET", "/api/logout", { cookie })).status).toBe(200);
    expect((await meWith({ cookie })).status).toBe(401);
  });
});
