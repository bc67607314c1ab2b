import { describe, expect, it } from "vitest";
import { POST as setLanguage } from "@/app/api/account/language/route";
import { POST as setLastUsedVersion } from "@/app/api/account/setLastUsedVersion/route";
import { POST as setOnboarding } from "@/app/api/onbo/[a]/set/[b]/[c]/route";
import { BUILD_VERSION } from "@/lib/app-version";
import { db } from "@/lib/db/client";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

const onbo = (token: string | undefined, a: string, b: string, c: string) =>
  callRoute(setOnboarding, "POST", `/api/onbo/${a}/set/${b}/${c}`, { token, params: { a, b, c } });

describe("POST /api/account/language", () => {
  it("saves the language and sets the locale cookie", async () => {
    const { user, token } = await createUser();
    const result = await callRoute(setLanguage, "POST", "/api/account/language", { token, body: { language: "tr" } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, language: "tr" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).language).toBe("tr");
    const cookie = result.headers.getSetCookie().find((c) => c.startsWith("NEXT_LOCALE="));
    expect(cookie).toMatch(/^NEXT_LOCALE=tr; Path=\/; SameSite=Lax; Max-Age=\d+$/);
  });

  it("answers 400 for a language that is not offered, naming the field, and changes nothing", async () => {
    const { user, token } = await createUser({ language: "de" });
    const result = await callRoute(setLanguage, "POST", "/api/account/language", { token, body: { language: "fr" } });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe("INVALID_INPUT");
    expect(result.body.error.fields).toEqual([{ path: "language", message: "Choose one of the offered languages." }]);
    expect(result.headers.getSetCookie()).toEqual([]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).language).toBe("de");
    expect((await callRoute(setLanguage, "POST", "/api/account/language", { token, body: {} })).status).toBe(400);
  });

  it("answers 401 without a session", async () => {
    const result = await callRoute(setLanguage, "POST", "/api/account/language", { body: { language: "tr" } });
    expect(result.status).toBe(401);
    expect(result.headers.getSetCookie()).toEqual([]);
  });
});

describe("POST /api/onbo/:a/set/:b/:c", () => {
  it("stores nested values, parsing booleans and numbers, and answers the whole object", async () => {
    const { user, token } = await createUser();
    expect((await onbo(token, "editor", "tour", "3")).body).toEqual({ success: true, onboarding: { editor: { tour: 3 } } });
    await onbo(token, "editor", "done", "true");
    await onbo(token, "editor", "skipped", "false");
    await onbo(token, "documents", "last-view", "grid_2");
    const result = await onbo(token, "editor", "tour", "-1.5");
    expect(result.status).toBe(200);
    const expected = { editor: { tour: -1.5, done: true, skipped: false }, documents: { "last-view": "grid_2" } };
    expect(result.body).toEqual({ success: true, onboarding: expected });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).onboarding).toEqual(expected);
  });

  it("keeps both values when two steps are saved at the same moment", async () => {
    const { user, token } = await createUser();
    await Promise.all(["one", "two", "three", "four"].map((step) => onbo(token, "tour", step, "true")));
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).onboarding).toEqual({ tour: { one: true, two: true, three: true, four: true } });
  });

  it("replaces a non-object value under a with an object", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { onboarding: { editor: "legacy", other: { kept: 1 } } } });
    expect((await onbo(token, "editor", "tour", "1")).body.onboarding).toEqual({ editor: { tour: 1 }, other: { kept: 1 } });
  });

  it("answers 400 for bad segments, naming each, and stores nothing", async () => {
    const { user, token } = await createUser();
    const spaces = await onbo(token, "has space", "b", "c");
    expect(spaces.status).toBe(400);
    expect(spaces.body.error.fields.map((f: { path: string }) => f.path)).toEqual(["params.a"]);
    const several = await onbo(token, "a".repeat(41), "__proto__", "1.2.3");
    expect(several.status).toBe(400);
    expect(several.body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(["params.a", "params.b", "params.c"]);
    expect((await onbo(token, "a", "b", "<x>")).status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).onboarding).toEqual({});
  });

  it("answers 401 without a session", async () => {
    expect((await onbo(undefined, "a", "b", "c")).status).toBe(401);
  });
});

describe("POST /api/account/setLastUsedVersion", () => {
  it("remembers the build version the user has seen", async () => {
    const { user, token } = await createUser();
    expect(user.lastUsedVersion).toBeNull();
    const result = await callRoute(setLastUsedVersion, "POST", "/api/account/setLastUsedVersion", { token, body: { version: BUILD_VERSION } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).lastUsedVersion).toBe(BUILD_VERSION);
  });

  it("answers 400 for a version that is not a number and 401 without a session", async () => {
    const { token } = await createUser();
    expect((await callRoute(setLastUsedVersion, "POST", "/x", { token, body: { version: "latest" } })).status).toBe(400);
    expect((await callRoute(setLastUsedVersion, "POST", "/x", { body: { version: BUILD_VERSION } })).status).toBe(401);
  });
});
