import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as activateByLink } from "@/app/api/[token]/activate/route";
import { POST as activateByCode } from "@/app/api/account/activate/route";
import { GET as canShare } from "@/app/api/account/can-share/route";
import { POST as resend } from "@/app/api/activation/resend/route";
import { POST as changePassword } from "@/app/api/change-password/route";
import { POST as forgot } from "@/app/api/forgot-password/route";
import { GET as usernameAvailable } from "@/app/api/is-username-available/[name]/route";
import { GET as loggedIn } from "@/app/api/loggedin/route";
import { POST as login } from "@/app/api/login/route";
import { GET as logout } from "@/app/api/logout/route";
import { POST as register } from "@/app/api/register/route";
import { POST as reset } from "@/app/api/reset/[token]/route";
import { GET as me } from "@/app/api/users/me/route";
import { db } from "@/lib/db/client";
import { unique } from "../factories/users";
import { callRoute, type CallOptions } from "../support/call-route";
import { codeIn, latestMailTo, linkIn } from "../support/mailbox";

const PASSWORD = "a-long-enough-password";

// Sign-ups are limited per address: each one here comes from an address of its own.
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const signUp = (options: CallOptions) =>
  callRoute(register, "POST", "/api/register", { ...options, headers: { "x-forwarded-for": newAddress(), ...options.headers } });

function registration(overrides: Record<string, unknown> = {}) {
  const username = unique("reg");
  return {
    username,
    email: `${username}@Example.test`,
    password: PASSWORD,
    firstname: "Grace",
    lastname: "Hopper",
    language: "en",
    primarySector: "Weddings",
    otherSectors: ["Flowers"],
    teamSize: "just-me",
    signInUrl: "https://elsewhere.example/login",
    ...overrides,
  };
}

describe("account flow", () => {
  it("registers, refuses login until activated (P0003), activates by code, signs in by cookie and bearer", async () => {
    const input = registration();
    const created = await signUp({ body: input });
    expect(created.status).toBe(201);
    expect(created.body.redirect).toBe("/welcome");
    expect(created.body.activationEmailSent).toBe(true);
    expect(created.cookie).toMatch(/^next-auth\.session-token=/);
    expect(created.body.user.isActivated).toBe(false);
    expect(created.body.user.memberships).toHaveLength(1);
    expect(created.body.user.memberships[0].role).toBe("ADMIN");

    // The first workspace carries the survey's sector; the trial runs one month.
    const user = await db.user.findUniqueOrThrow({ where: { username: input.username }, include: { planHistory: true, memberships: { include: { team: true } } } });
    expect(user.email).toBe(input.email.toLowerCase());
    expect(user.memberships[0].team.primarySector).toBe("Weddings");
    expect(user.planHistory).toHaveLength(1);
    expect(user.planHistory[0].state).toBe("TRIAL");
    const trialDays = (user.planHistory[0].expiresAt!.getTime() - user.planHistory[0].startsAt.getTime()) / 86_400_000;
    expect(trialDays).toBeGreaterThanOrEqual(28);
    expect(trialDays).toBeLessThanOrEqual(31);

    // Signed in but unactivated: may build, may not share.
    expect((await callRoute(canShare, "GET", "/api/account/can-share", { cookie: created.cookie })).body).toEqual({ status: "false", reason: "notActivated" });

    const blocked = await callRoute(login, "POST", "/api/login", { body: { username: input.username, password: PASSWORD } });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe("P0003");

    const mail = await latestMailTo(input.email.toLowerCase());
    const code = codeIn(mail.text);
    expect(code).toMatch(/^\d{4}$/);
    // Links are built from the app's own address, never from the caller's signInUrl.
    expect(mail.text).toContain("http://localhost:3000/auth/activate/");
    expect(mail.text).not.toContain("elsewhere.example");

    const wrongCode = code === "0000" ? "1111" : "0000";
    const bad = await callRoute(activateByCode, "POST", "/api/account/activate", { body: { code: wrongCode, username: input.username } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("Token is invalid or expired");

    const activated = await callRoute(activateByCode, "POST", "/api/account/activate", { body: { code, email: input.email } });
    expect(activated.status).toBe(200);
    expect(activated.body).toEqual({ success: true, isActivated: true });

    const signedIn = await callRoute(login, "POST", "/api/login", { body: { username: input.email, password: PASSWORD, rememberme: true } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toMatch(/^edt_/);
    expect(signedIn.body.redirect).toBe("/documents");
    expect(signedIn.cookie).toBeTruthy();

    const byBearer = await callRoute(me, "GET", "/api/users/me", { token: signedIn.body.token });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body._id).toBe(user.id);
    expect(byBearer.body.superAdmin).toBe(false);
    const byCookie = await callRoute(me, "GET", "/api/users/me", { cookie: signedIn.cookie });
    expect(byCookie.body.username).toBe(input.username);
    expect((await callRoute(canShare, "GET", "/api/account/can-share", { token: signedIn.body.token })).body).toEqual({ status: "true", reason: null });

    const out = await callRoute(logout, "GET", "/api/logout", { token: signedIn.body.token });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/next-auth\.session-token=;/);
    const afterLogout = await callRoute(me, "GET", "/api/users/me", { token: signedIn.body.token });
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.error.message).toBe("Session ended please login");
    expect((await callRoute(loggedIn, "GET", "/api/loggedin", { token: signedIn.body.token })).body).toEqual({ loggedIn: false });
  });

  it("activates by the e-mailed link, once", async () => {
    const input = registration();
    await signUp({ body: input });
    const token = linkIn((await latestMailTo(input.email.toLowerCase())).text, "/auth/activate");
    expect(token).toBeTruthy();
    const activated = await callRoute(activateByLink, "POST", `/api/${token}/activate`, { params: { token: token! } });
    expect(activated.status).toBe(200);
    expect(activated.body).toEqual({ success: true, isActivated: true });
    const again = await callRoute(activateByLink, "POST", `/api/${token}/activate`, { params: { token: token! } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe("Token is invalid or expired");
  });

  it("resends the activation code; the old code stops working", async () => {
    const input = registration();
    await signUp({ body: input });
    const first = codeIn((await latestMailTo(input.email.toLowerCase())).text)!;
    const sent = await callRoute(resend, "POST", "/api/activation/resend", { body: { username: input.username } });
    expect(sent.body.message).toBe("Email sent");
    const second = codeIn((await latestMailTo(input.email.toLowerCase())).text)!;
    if (first !== second) {
      const old = await callRoute(activateByCode, "POST", "/api/account/activate", { body: { code: first, username: input.username } });
      expect(old.status).toBe(400);
    }
    const ok = await callRoute(activateByCode, "POST", "/api/account/activate", { body: { code: second, username: input.username } });
    expect(ok.status).toBe(200);
  });

  it("says only 'Authentication failed.' for a wrong password or an unknown user", async () => {
    const input = registration();
    await signUp({ body: input });
    for (const body of [{ username: input.username, password: "wrong-password" }, { username: unique("nobody"), password: PASSWORD }]) {
      const result = await callRoute(login, "POST", "/api/login", { body });
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ error: { code: "AUTHENTICATION_FAILED", message: "Authentication failed." } });
    }
  });

  it("locks an account out after wrong passwords from many addresses (lockouts.test.ts: per address first)", async () => {
    const input = registration();
    await signUp({ body: input });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      // A new address each time (the rightmost hop is the one our proxy appended): the account's own limit still holds.
      const headers = { "x-forwarded-for": `10.1.${i}.1` };
      statuses.push((await callRoute(login, "POST", "/api/login", { body: { username: input.username, password: "nope-nope" }, headers })).status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    // Even the right password waits until the window ends.
    const locked = await callRoute(login, "POST", "/api/login", { body: { username: input.username, password: PASSWORD } });
    expect(locked.status).toBe(429);
  });

  it("answers 400 naming the field for malformed bodies, and never a 500", async () => {
    const missing = await callRoute(login, "POST", "/api/login", { body: { username: "someone" } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe("INVALID_INPUT");
    expect(missing.body.error.fields).toEqual([{ path: "password", message: "This field is required." }]);
    expect(missing.body.error.message).toContain("password");

    const garbage = await callRoute(login, "POST", "/api/login", { body: "{not json" });
    expect(garbage.status).toBe(400);
    const array = await signUp({ body: [1, 2] });
    expect(array.status).toBe(400);

    const badEmail = await signUp({ body: registration({ email: "not-an-email" }) });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields).toContainEqual({ path: "email", message: "Enter a valid e-mail address." });

    const german = await signUp({ body: registration({ email: "nope" }), headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(german.body.error.fields[0].message).not.toBe("Enter a valid e-mail address.");
  });

  it("requires a valid Turkish mobile number for Turkish sign-ups, with the spec's messages", async () => {
    const cases: [string | undefined, string][] = [
      [undefined, "Invalid number"],
      ["0532", "Too short"],
      ["0532 123 45 67 89 12", "Too long"],
      ["abc", "Invalid number"],
    ];
    for (const [mobilePhone, message] of cases) {
      const result = await signUp({ body: registration({ language: "tr", mobilePhone }) });
      expect(result.status).toBe(400);
      expect(result.body.error.fields).toContainEqual({ path: "mobilePhone", message });
    }
    const ok = await signUp({ body: registration({ language: "tr", mobilePhone: "0532 123 45 67" }) });
    expect(ok.status).toBe(201);
    expect(await db.user.findFirst({ where: { username: ok.body.user.username }, select: { mobilePhone: true } })).toEqual({ mobilePhone: "+905321234567" });
  });

  it("checks username availability and refuses taken usernames and e-mails", async () => {
    const input = registration();
    expect((await callRoute(usernameAvailable, "GET", "/x", { params: { name: input.username } })).body).toEqual({ available: true });
    await signUp({ body: input });
    expect((await callRoute(usernameAvailable, "GET", "/x", { params: { name: input.username.toUpperCase() } })).body).toEqual({ available: false });
    const taken = await signUp({ body: { ...registration(), username: input.username } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe("Username is not available");
    const sameEmail = await signUp({ body: { ...registration(), email: input.email } });
    expect(sameEmail.status).toBe(409);
  });

  it("changes the password (mismatch refused) and resets a forgotten one by e-mailed link", async () => {
    const input = registration();
    const created = await signUp({ body: input });
    const mismatch = await callRoute(changePassword, "POST", "/api/change-password", {
      cookie: created.cookie,
      body: { currentPassword: PASSWORD, password: "new-password-1", confirmPassword: "new-password-2" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields).toEqual([{ path: "confirmPassword", message: "Passwords do not match" }]);

    const changed = await callRoute(changePassword, "POST", "/api/change-password", {
      cookie: created.cookie,
      body: { currentPassword: PASSWORD, password: "new-password-1", confirmPassword: "new-password-1" },
    });
    expect(changed.status).toBe(200);
    // The old cookie ended; the fresh one answered with the change works.
    expect((await callRoute(me, "GET", "/api/users/me", { cookie: created.cookie })).status).toBe(401);
    expect((await callRoute(me, "GET", "/api/users/me", { cookie: changed.cookie })).status).toBe(200);

    const asked = await callRoute(forgot, "POST", "/api/forgot-password", { body: { text: input.username } });
    expect(asked.body).toEqual({ success: true, message: "Email sent" });
    const unknown = await callRoute(forgot, "POST", "/api/forgot-password", { body: { text: unique("ghost") } });
    expect(unknown.body).toEqual(asked.body);

    const token = linkIn((await latestMailTo(input.email.toLowerCase())).text, "/auth/reset")!;
    const mismatchReset = await callRoute(reset, "POST", "/x", { params: { token }, body: { password: "brand-new-pass", confirmPassword: "other" } });
    expect(mismatchReset.body.error.message).toBe("Passwords do not match");
    expect((await callRoute(reset, "POST", "/x", { params: { token }, body: { password: "brand-new-pass", confirmPassword: "brand-new-pass" } })).status).toBe(200);
    const reused = await callRoute(reset, "POST", "/x", { params: { token }, body: { password: "another-pass-1", confirmPassword: "another-pass-1" } });
    expect(reused.body.error.message).toBe("Token is invalid or expired");

    // The reset link proved the address, so the account is active and the new password works.
    const signedIn = await callRoute(login, "POST", "/api/login", { body: { username: input.username, password: "brand-new-pass" } });
    expect(signedIn.status).toBe(200);
  });
});
