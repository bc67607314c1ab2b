import { randomInt } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as activateByLink } from "@/app/api/[token]/activate/route";
import { POST as activateByCode } from "@/app/api/account/activate/route";
import { POST as resendActivation } from "@/app/api/activation/resend/route";
import { POST as changePassword } from "@/app/api/change-password/route";
import { GET as mailbox } from "@/app/api/dev/mailbox/route";
import { POST as forgot } from "@/app/api/forgot-password/route";
import { GET as loggedIn } from "@/app/api/loggedin/route";
import { POST as login } from "@/app/api/login/route";
import { POST as resendInvitation } from "@/app/api/member/[id]/resend-invitation/route";
import { POST as updateProfile } from "@/app/api/profile/route";
import { POST as register } from "@/app/api/register/route";
import { POST as invite } from "@/app/api/team/[id]/members/invite/route";
import { GET as me } from "@/app/api/users/me/route";
import { nextAuthOptions } from "@/lib/auth/next-auth-options";
import { clientAddress } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { appUrl, isDevMailboxEnabled } from "@/lib/mail/config";
import { createUser, PASSWORD, unique } from "../factories/users";
import { callRoute, type CallOptions } from "../support/call-route";
import { latestMailTo } from "../support/mailbox";

// Resend is never called for real: with RESEND_API_KEY set, its client answers what a test says.
const resendSend = vi.hoisted(() => vi.fn());
vi.mock("resend", () => ({
  Resend: class {
    emails = { send: resendSend };
  },
}));

const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const signUp = (options: CallOptions) =>
  callRoute(register, "POST", "/api/register", { ...options, headers: { "x-forwarded-for": newAddress(), ...options.headers } });

function registration(overrides: Record<string, unknown> = {}) {
  const username = unique("sec");
  return { username, email: `${username}@example.test`, password: "a-long-enough-password", firstname: "Ada", lastname: "Lovelace", language: "en", ...overrides };
}

/** Runs `body` with some environment variables set (undefined: removed), then puts them back. */
async function withEnv<T>(vars: Record<string, string | undefined>, body: () => Promise<T> | T): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(vars);
  try {
    return await body();
  } finally {
    apply(saved);
  }
}

const teamOf = (userId: string) => db.team.findFirstOrThrow({ where: { members: { some: { userId } } } });
const maxAgeOf = (setCookie: string | undefined) => Number(setCookie?.match(/Max-Age=(\d+)/)?.[1]);
const sessionSetCookie = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));

afterEach(() => {
  vi.restoreAllMocks();
  resendSend.mockReset();
});

describe("dev mailbox (finding 1)", () => {
  it("exists only without an e-mail provider, and only on the embedded database or with DEV_MAILBOX=1", async () => {
    const deployedDatabase = process.env.DATABASE_URL ?? "postgresql://nobody@127.0.0.1:1/not-used";
    const call = () => callRoute(mailbox, "GET", "/api/dev/mailbox");

    await withEnv({ DATABASE_URL: deployedDatabase, DEV_MAILBOX: undefined, RESEND_API_KEY: undefined }, async () => {
      expect(isDevMailboxEnabled()).toBe(false);
      const hidden = await call();
      expect(hidden.status).toBe(404);
      expect(hidden.body.error.code).toBe("NOT_FOUND");
    });
    await withEnv({ DATABASE_URL: deployedDatabase, DEV_MAILBOX: "1", RESEND_API_KEY: undefined }, async () => {
      expect(isDevMailboxEnabled()).toBe(true);
      expect((await call()).status).toBe(200);
    });
    await withEnv({ DATABASE_URL: undefined, DEV_MAILBOX: undefined, RESEND_API_KEY: undefined }, () => {
      expect(isDevMailboxEnabled()).toBe(true);
    });
    await withEnv({ DATABASE_URL: undefined, DEV_MAILBOX: "1", RESEND_API_KEY: "re_test" }, async () => {
      expect(isDevMailboxEnabled()).toBe(false);
      expect((await call()).status).toBe(404);
    });
  });
});

describe("redirect after login (finding 2)", () => {
  it("follows only same-site paths", async () => {
    const { user } = await createUser();
    for (const [redirect, expected] of [
      ["/\t/evil.example", "/documents"],
      ["/\\evil.example", "/documents"],
      ["//evil.example", "/documents"],
      ["javascript:alert(1)", "/documents"],
      ["/documents?x=1", "/documents?x=1"],
    ]) {
      const result = await callRoute(login, "POST", "/api/login", { body: { username: user.username, password: PASSWORD, redirect } });
      expect(result.status).toBe(200);
      expect(result.body.redirect).toBe(expected);
    }
  });
});

describe("bad input never answers a 500 (finding 3)", () => {
  const badCookies = ["NEXT_LOCALE=%", "next-auth.session-token=%E0", "NEXT_LOCALE=%; next-auth.session-token=%E0%A4%A"];

  it("reads malformed cookies as absent, in JSON", async () => {
    for (const cookie of badCookies) {
      // No Accept-Language: the locale cookie is read.
      const headers = { "accept-language": "" };
      const mine = await callRoute(me, "GET", "/api/users/me", { cookie, headers });
      expect(mine.status).toBe(401);
      expect(mine.body.error.code).toBe("UNAUTHENTICATED");

      const status = await callRoute(loggedIn, "GET", "/api/loggedin", { cookie, headers });
      expect(status.status).toBe(200);
      expect(status.body).toEqual({ loggedIn: false });

      const missing = await callRoute(login, "POST", "/api/login", { cookie, headers, body: { username: "someone" } });
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields).toEqual([{ path: "password", message: "This field is required." }]);
    }
  });

  it("checks a mobile number in every language when one is given", async () => {
    const english = await signUp({ body: registration({ mobilePhone: "abc" }) });
    expect(english.status).toBe(400);
    expect(english.body.error.fields).toEqual([{ path: "mobilePhone", message: "Invalid number" }]);

    const german = await signUp({ body: registration({ language: "de", mobilePhone: "0532" }) });
    expect(german.status).toBe(400);
    expect(german.body.error.fields.map((f: { path: string }) => f.path)).toEqual(["mobilePhone"]);

    // Still optional outside Turkey, and stored normalized when valid.
    expect((await signUp({ body: registration({ mobilePhone: "" }) })).status).toBe(201);
    const ok = await signUp({ body: registration({ mobilePhone: "+49 1512 3456789" }) });
    expect(ok.status).toBe(201);
    expect(await db.user.findUniqueOrThrow({ where: { id: ok.body.user._id }, select: { mobilePhone: true } })).toEqual({ mobilePhone: "+4915123456789" });
  });
});

describe("activation answers name no account (finding 4)", () => {
  it("answers the same 400 for an unknown account, a wrong code and a wrong code for an active account", async () => {
    const { user: active } = await createUser({ activated: true });
    const pending = registration();
    await signUp({ body: pending });
    const code = (await latestMailTo(pending.email)).text.match(/^\s*(\d{4})\s*$/m)![1];
    const wrong = code === "0000" ? "1111" : "0000";

    const answers = [
      await callRoute(activateByCode, "POST", "/api/account/activate", { body: { code: "1234", email: `${unique("ghost")}@example.test` } }),
      await callRoute(activateByCode, "POST", "/api/account/activate", { body: { code: "1234", username: active.username } }),
      await callRoute(activateByCode, "POST", "/api/account/activate", { body: { code: "1234", email: active.email } }),
      await callRoute(activateByCode, "POST", "/api/account/activate", { body: { code: wrong, username: pending.username } }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: { code: "INVALID_INPUT", message: "Token is invalid or expired" } });
    }

    const right = await callRoute(activateByCode, "POST", "/api/account/activate", { body: { code, username: pending.username } });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ success: true, isActivated: true });
    // A double submit of the right code is fine; a wrong code for the now active account is not.
    expect((await callRoute(activateByCode, "POST", "/api/account/activate", { body: { code, username: pending.username } })).body).toEqual({ success: true, isActivated: true });
    expect((await callRoute(activateByCode, "POST", "/api/account/activate", { body: { code: wrong, username: pending.username } })).status).toBe(400);
  });

  it("activation by link does not answer the username", async () => {
    const input = registration();
    await signUp({ body: input });
    const token = (await latestMailTo(input.email)).text.match(/\/auth\/activate\/([A-Za-z0-9_-]+)/)![1];
    const result = await callRoute(activateByLink, "POST", `/api/${token}/activate`, { params: { token } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, isActivated: true });
  });
});

describe("rate limits (finding 5)", () => {
  it("takes the caller's address from the rightmost X-Forwarded-For hop, the one our proxy appended (TRUST_PROXY=1, as the tests run)", () => {
    const request = (headers: Record<string, string>) => new Request("http://localhost:3000/x", { headers });
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.9, 198.51.100.7" }))).toBe("198.51.100.7");
    expect(clientAddress(request({ "x-forwarded-for": " 198.51.100.7 " }))).toBe("198.51.100.7");
    expect(clientAddress(request({ "x-real-ip": "203.0.113.9" }))).toBe("unknown");
    expect(clientAddress(request({}))).toBe("unknown");
  });

  it("limits sign-ups per address; a forged first hop does not make a new address", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const result = await callRoute(register, "POST", "/api/register", { body: registration(), headers: { "x-forwarded-for": `203.0.113.${i}, ${address}` } });
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await signUp({ body: registration() })).status).toBe(201);
  });

  it("counts failed logins per account, whether it is named by username or e-mail", async () => {
    const { user } = await createUser();
    // From one address: the pair (account, address) locks after 8 (lockouts.test.ts: many addresses lock the account).
    const address = newAddress();
    for (let i = 0; i < 8; i++) {
      const result = await callRoute(login, "POST", "/api/login", { body: { username: user.username, password: "wrong-password" }, headers: { "x-forwarded-for": address } });
      expect(result.status).toBe(401);
    }
    const byEmail = await callRoute(login, "POST", "/api/login", { body: { username: user.email.toUpperCase(), password: "wrong-password" }, headers: { "x-forwarded-for": address } });
    expect(byEmail.status).toBe(429);
  });

  it("limits wrong current passwords in change-password per account", async () => {
    const { token } = await createUser();
    const attempt = (currentPassword: string) =>
      callRoute(changePassword, "POST", "/api/change-password", { token, body: { currentPassword, password: "new-password-1", confirmPassword: "new-password-1" } });
    for (let i = 0; i < 8; i++) expect((await attempt(`wrong-${i}`)).status).toBe(400);
    const locked = await attempt(PASSWORD);
    expect(locked.status).toBe(429);
  });

  it("requires an activated account to invite or resend an invitation", async () => {
    const { user, token } = await createUser({ activated: false });
    const team = await teamOf(user.id);
    const invited = await callRoute(invite, "POST", "/x", { token, params: { id: team.id }, body: { email: `${unique("colleague")}@example.test` } });
    expect(invited.status).toBe(403);
    expect(invited.body.error).toEqual({ code: "FORBIDDEN", message: "Activate your account before inviting colleagues." });

    const pending = await db.member.create({
      data: { teamId: team.id, role: "MEMBER", invitationEmail: `${unique("p")}@example.test`, invitationKey: unique("k"), invitedById: user.id, invitedAt: new Date() },
    });
    const resent = await callRoute(resendInvitation, "POST", "/x", { token, params: { id: pending.id } });
    expect(resent.status).toBe(403);
    expect(resent.body.error.message).toBe("Activate your account before inviting colleagues.");
    expect(await db.member.count({ where: { teamId: team.id, userId: null } })).toBe(1);
  });

  it("limits invitations and resends per user", async () => {
    const { user, token } = await createUser();
    const team = await teamOf(user.id);
    // Enterprise: no limit on people, so the rate limit is what stops the 31st invitation.
    await db.planHistory.create({ data: { userId: user.id, state: "PAID", product: "ENTERPRISE", interval: "YEARLY", diskQuotaGb: 200, startsAt: new Date(), expiresAt: null } });
    for (let i = 0; i < 30; i++) {
      const result = await callRoute(invite, "POST", "/x", { token, params: { id: team.id }, body: { email: `${unique("c")}@example.test` } });
      expect(result.status).toBe(201);
    }
    const over = await callRoute(invite, "POST", "/x", { token, params: { id: team.id }, body: { email: `${unique("c")}@example.test` } });
    expect(over.status).toBe(429);
    const pending = await db.member.findFirstOrThrow({ where: { teamId: team.id, userId: null } });
    expect((await callRoute(resendInvitation, "POST", "/x", { token, params: { id: pending.id } })).status).toBe(429);
  });
});

describe("session cookie (finding 6)", () => {
  const loginAs = async (username: string, rememberme: boolean, headers: Record<string, string> = {}) =>
    callRoute(login, "POST", "/api/login", { body: { username, password: PASSWORD, rememberme }, headers });

  it("is Secure when the app's address is https or the request came over https", async () => {
    const { user } = await createUser();
    await withEnv({ APP_URL: "http://localhost:3000", NEXTAUTH_URL: undefined }, async () => {
      expect(sessionSetCookie((await loginAs(user.username, false)).headers)).not.toMatch(/Secure/);
      expect(sessionSetCookie((await loginAs(user.username, false, { "x-forwarded-proto": "https" })).headers)).toMatch(/; Secure/);
      const request = new Request("http://localhost:3000/api/auth/session", { headers: { "x-forwarded-proto": "https" } });
      expect(nextAuthOptions(request).cookies?.sessionToken?.options.secure).toBe(true);
      expect(nextAuthOptions(new Request("http://localhost:3000/api/auth/session")).cookies?.sessionToken?.options.secure).toBe(false);
    });
    await withEnv({ APP_URL: "https://app.example.test", NEXTAUTH_URL: undefined }, async () => {
      expect(sessionSetCookie((await loginAs(user.username, false)).headers)).toMatch(/; Secure/);
      expect(nextAuthOptions().cookies?.sessionToken?.options.secure).toBe(true);
    });
  });

  it("keeps 'remember me' when change-password and profile renew the cookie", async () => {
    const { user } = await createUser();
    for (const [rememberme, maxAge] of [
      [false, 24 * 3600],
      [true, 30 * 24 * 3600],
    ] as const) {
      const signedIn = await loginAs(user.username, rememberme);
      expect(maxAgeOf(sessionSetCookie(signedIn.headers))).toBe(maxAge);

      const profile = await callRoute(updateProfile, "POST", "/api/profile", { cookie: signedIn.cookie, body: { firstname: "Ada", lastname: "Byron", language: "en" } });
      expect(profile.status).toBe(200);
      expect(maxAgeOf(sessionSetCookie(profile.headers))).toBe(maxAge);

      const changed = await callRoute(changePassword, "POST", "/api/change-password", {
        cookie: profile.cookie,
        body: { currentPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD },
      });
      expect(changed.status).toBe(200);
      expect(maxAgeOf(sessionSetCookie(changed.headers))).toBe(maxAge);
      expect((await callRoute(me, "GET", "/api/users/me", { cookie: changed.cookie })).status).toBe(200);
    }
  });

  it("answers a cookie caller of POST /api/profile its fresh session JWT, usable as a Bearer token, and mints no API token", async () => {
    const { user } = await createUser();
    const signedIn = await loginAs(user.username, false);
    const tokensBefore = await db.apiToken.count({ where: { userId: user.id } });
    const profile = await callRoute(updateProfile, "POST", "/api/profile", { cookie: signedIn.cookie, body: { firstname: "Ada", lastname: "King", language: "en" } });
    expect(profile.status).toBe(200);
    expect(profile.body.token).not.toMatch(/^edt_/);
    expect(profile.cookie).toBe(`next-auth.session-token=${encodeURIComponent(profile.body.token)}`);
    expect(await db.apiToken.count({ where: { userId: user.id } })).toBe(tokensBefore);

    const byJwt = await callRoute(me, "GET", "/api/users/me", { token: profile.body.token });
    expect(byJwt.status).toBe(200);
    expect(byJwt.body._id).toBe(user.id);

    // The JWT ends with the session: a password change bumps the session version.
    await callRoute(changePassword, "POST", "/api/change-password", { cookie: profile.cookie, body: { currentPassword: PASSWORD, password: "a-new-password", confirmPassword: "a-new-password" } });
    expect((await callRoute(me, "GET", "/api/users/me", { token: profile.body.token })).status).toBe(401);
    expect((await callRoute(me, "GET", "/api/users/me", { token: "not-a-token" })).status).toBe(401);
  });

  it("rotates a bearer caller's token, keeping its 'remember me'", async () => {
    const { user } = await createUser();
    for (const rememberme of [false, true]) {
      const signedIn = await loginAs(user.username, rememberme);
      const profile = await callRoute(updateProfile, "POST", "/api/profile", { token: signedIn.body.token, body: { firstname: "Ada", lastname: "Lovelace", language: "en" } });
      expect(profile.status).toBe(200);
      expect(profile.body.token).toMatch(/^edt_/);
      expect(profile.headers.getSetCookie()).toEqual([]);
      expect((await callRoute(me, "GET", "/api/users/me", { token: signedIn.body.token })).status).toBe(401);
      const rows = await db.apiToken.findMany({ where: { userId: user.id, name: "profile" }, orderBy: { createdAt: "desc" }, take: 1 });
      expect(rows[0].rememberMe).toBe(rememberme);
    }
  });
});

describe("links in e-mails (finding 7)", () => {
  it("come from APP_URL, else NEXTAUTH_URL, else localhost:PORT, never from the request", async () => {
    await withEnv({ APP_URL: "https://app.example.test/", NEXTAUTH_URL: "https://other.example.test", PORT: undefined }, () => {
      expect(appUrl()).toBe("https://app.example.test");
    });
    await withEnv({ APP_URL: undefined, NEXTAUTH_URL: "https://auth.example.test", PORT: undefined }, () => {
      expect(appUrl()).toBe("https://auth.example.test");
    });
    await withEnv({ APP_URL: undefined, NEXTAUTH_URL: undefined, PORT: "4123" }, () => {
      expect(appUrl()).toBe("http://localhost:4123");
    });

    const { user } = await createUser();
    await withEnv({ APP_URL: undefined, NEXTAUTH_URL: "https://app.example.test" }, async () => {
      const asked = await callRoute(forgot, "POST", "http://evil.example/api/forgot-password", {
        body: { text: user.username },
        headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
      });
      expect(asked.status).toBe(200);
    });
    const mail = await latestMailTo(user.email);
    expect(mail.text).toMatch(/https:\/\/app\.example\.test\/auth\/reset\/[A-Za-z0-9_-]+/);
    expect(mail.text).not.toContain("evil.example");
  });

  it("warns once when e-mail goes out through a provider without APP_URL", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    resendSend.mockResolvedValue({ data: { id: "mail-1" }, error: null });
    const { user } = await createUser();
    await withEnv({ RESEND_API_KEY: "re_test", APP_URL: undefined, NEXTAUTH_URL: "https://app.example.test" }, async () => {
      for (let i = 0; i < 2; i++) {
        expect((await callRoute(forgot, "POST", "/api/forgot-password", { body: { text: user.username } })).status).toBe(200);
      }
    });
    expect(resendSend).toHaveBeenCalledTimes(2);
    const warnings = warn.mock.calls.filter(([message]) => String(message).includes("APP_URL"));
    expect(warnings).toHaveLength(1);
  });
});

describe("body size (finding 8)", () => {
  /** A chunked body (no Content-Length) of `total` bytes, counting how much the server pulled. */
  function chunkedBody(total: number, fill: number) {
    const chunk = new Uint8Array(64 * 1024).fill(fill);
    const counter = { pulled: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, counter };
  }

  const post = (path: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
    new Request(`http://localhost:3000${path}`, { method: "POST", headers: { "accept-language": "en", "x-forwarded-for": newAddress(), ...headers }, body: stream, duplex: "half" } as RequestInit);

  it("stops reading a chunked JSON body past 1 MB and answers 413", async () => {
    const { stream, counter } = chunkedBody(32 * 1024 * 1024, 0x20);
    const request = post("/api/login", stream, { "content-type": "application/json" });
    expect(request.headers.get("content-length")).toBeNull();
    const response = await login(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: "PAYLOAD_TOO_LARGE", message: "The request is too large." } });
    expect(counter.pulled).toBeLessThan(3 * 1024 * 1024);
  });

  it("stops reading a chunked form past 25 MB and answers 413", async () => {
    const { token } = await createUser();
    const { stream, counter } = chunkedBody(64 * 1024 * 1024, 0x61);
    const request = post("/api/profile", stream, { "content-type": "multipart/form-data; boundary=xyz", authorization: `Bearer ${token}` });
    const response = await updateProfile(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(counter.pulled).toBeLessThan(28 * 1024 * 1024);
  });

  it("still reads small chunked bodies", async () => {
    const { user } = await createUser();
    const bytes = new TextEncoder().encode(JSON.stringify({ username: user.username, password: PASSWORD }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 10));
        controller.enqueue(bytes.slice(10));
        controller.close();
      },
    });
    const response = await login(post("/api/login", stream, { "content-type": "application/json" }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
  });
});

describe("registration keeps going (finding 9)", () => {
  it("answers 201 with activationEmailSent: false when the activation e-mail fails, and the user can resend", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    resendSend.mockResolvedValue({ data: null, error: { message: "provider down" } });
    const input = registration();
    const created = await withEnv({ RESEND_API_KEY: "re_test" }, () => signUp({ body: input }));
    expect(created.status).toBe(201);
    expect(created.body.activationEmailSent).toBe(false);
    expect(created.cookie).toBeTruthy();
    expect(await db.user.count({ where: { username: input.username } })).toBe(1);
    expect(await db.emailOutbox.findFirst({ where: { to: input.email }, select: { status: true } })).toEqual({ status: "FAILED" });
    expect(error).toHaveBeenCalled();

    const resent = await callRoute(resendActivation, "POST", "/api/activation/resend", { body: { username: input.username } });
    expect(resent.status).toBe(200);
    expect((await latestMailTo(input.email)).text).toMatch(/^\s*\d{4}\s*$/m);
  });
});

describe("validation messages (finding 10)", () => {
  it("says 'required' only for absent fields", async () => {
    const wrongType = await callRoute(login, "POST", "/api/login", { body: { username: null, password: "x" } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.fields).toEqual([{ path: "username", message: "This value is not valid." }]);

    const absent = await callRoute(login, "POST", "/api/login", { body: { password: "x" } });
    expect(absent.body.error.fields).toEqual([{ path: "username", message: "This field is required." }]);
  });
});
