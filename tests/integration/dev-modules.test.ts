import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as setModules } from "@/app/api/dev/modules/route";
import { db } from "@/lib/db/client";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

// The local-only call the end-to-end tests use to reach modular pages (catalog, team templates).
const saved = { url: process.env.DATABASE_URL, tools: process.env.DEV_TOOLS };
afterEach(() => {
  for (const [key, value] of [["DATABASE_URL", saved.url], ["DEV_TOOLS", saved.tools]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("POST /api/dev/modules", () => {
  it("sets the caller's own modules on a local setup, refuses unknown modules and strangers without a session", async () => {
    process.env.DEV_TOOLS = "1";
    const { user, token } = await createUser();
    const set = await callRoute(setModules, "POST", "/api/dev/modules", { token, body: { modules: ["catalog", "catalog", "academy"] } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.modulesEnabled.sort()).toEqual(["academy", "catalog"]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).modulesEnabled.sort()).toEqual(["academy", "catalog"]);

    expect((await callRoute(setModules, "POST", "/api/dev/modules", { token, body: { modules: ["billing"] } })).status).toBe(400);
    expect((await callRoute(setModules, "POST", "/api/dev/modules", { body: { modules: ["catalog"] } })).status).toBe(401);
  });

  it("does not exist on a deployment: its own PostgreSQL, or a production server on the embedded database", async () => {
    const { user, token } = await createUser();
    delete process.env.DEV_TOOLS;
    process.env.DATABASE_URL = "postgresql://deployment.example/app";
    expect((await callRoute(setModules, "POST", "/api/dev/modules", { token, body: { modules: ["catalog"] } })).status).toBe(404);
    delete process.env.DATABASE_URL;
    vi.stubEnv("NODE_ENV", "production");
    const refused = await callRoute(setModules, "POST", "/api/dev/modules", { token, body: { modules: ["catalog"] } });
    vi.unstubAllEnvs();
    expect(refused.status).toBe(404);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).modulesEnabled).toEqual([]);
  });
});
