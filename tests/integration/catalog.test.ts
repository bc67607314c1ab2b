import { describe, expect, it } from "vitest";
import { GET as readRoute, POST as updateRoute } from "@/app/api/catalog/[id]/route";
import { DELETE as deleteRoute, GET as listRoute } from "@/app/api/catalog/route";
import { POST as createRoute } from "@/app/api/team/[id]/catalog/route";
import { db } from "@/lib/db/client";
import { addMember, firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

// The catalog calls (workspace spec §7) through their real route handlers and database: create, read,
// update, list (search, workspace filter, paging), bulk delete; strangers get 404 and bad input a 400
// naming the field.

type User = Awaited<ReturnType<typeof createUser>>;

const item = (overrides: Record<string, unknown> = {}) => ({ sku: "FL-101", name: "Bridal bouquet", currency: "EUR", price: 180.5, description: "Hand-tied", ...overrides });

const api = {
  // The spec's spelling, with the trailing slash: the handler does not mind it.
  create: (token: string | undefined, teamId: string, body: unknown) => callRoute(createRoute, "POST", `/api/team/${teamId}/catalog/`, { token, params: { id: teamId }, body }),
  read: (token: string | undefined, id: string) => callRoute(readRoute, "GET", `/api/catalog/${id}`, { token, params: { id } }),
  update: (token: string | undefined, id: string, body: unknown) => callRoute(updateRoute, "POST", `/api/catalog/${id}`, { token, params: { id }, body }),
  list: (token: string | undefined, query: Record<string, string> = {}) => callRoute(listRoute, "GET", "/api/catalog", { token, query }),
  remove: (token: string | undefined, search: string) => callRoute(deleteRoute, "DELETE", `/api/catalog/${search}`, { token }),
};

async function owner() {
  const user = await createUser();
  return { ...user, teamId: await firstTeamOf(user.user.id) };
}

async function created(user: User, teamId: string, overrides: Record<string, unknown> = {}) {
  const answer = await api.create(user.token, teamId, item(overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { id: string; name: string };
}

const fieldPaths = (body: { error: { fields?: { path: string }[] } }) => (body.error.fields ?? []).map((field) => field.path);

describe("POST /api/team/{id}/catalog/", () => {
  it("creates an item in the workspace with an exact price and answers the item", async () => {
    const { user, token, teamId } = await owner();
    const answer = await api.create(token, teamId, item({ price: "1250.1234", sku: "  ", description: "" }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ _id: answer.body.id, id: answer.body.id, sku: null, name: "Bridal bouquet", currency: "EUR", price: 1250.1234, description: null, team: teamId });
    const row = await db.catalogItem.findUniqueOrThrow({ where: { id: answer.body.id } });
    expect(row.price.toString()).toBe("1250.1234");
    expect(row).toMatchObject({ teamId, createdById: user.id, sku: null, description: null });
  });

  it("lets any member create, and refuses strangers (404) and callers without a session (401)", async () => {
    const { teamId } = await owner();
    const member = await createUser();
    await addMember(teamId, member.user.id, "MEMBER");
    expect((await api.create(member.token, teamId, item())).status).toBe(201);
    const stranger = await createUser();
    expect((await api.create(stranger.token, teamId, item())).status).toBe(404);
    expect((await api.create(undefined, teamId, item())).status).toBe(401);
    expect(await db.catalogItem.count({ where: { teamId } })).toBe(1);
  });

  it("refuses bad input with a 400 naming each field, and stores nothing", async () => {
    const { token, teamId } = await owner();
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -1 }, "price"],
      [{ price: "-1" }, "price"],
      [{ price: 1.23456 }, "price"],
      [{ price: "1.23456" }, "price"],
      [{ price: 0.1 + 0.2 }, "price"],
      [{ price: "1,5" }, "price"],
      [{ price: "1e3" }, "price"],
      [{ price: 10_000_000_000 }, "price"],
      [{ price: null }, "price"],
      [{ currency: "CHF" }, "currency"],
      [{ currency: undefined }, "currency"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(201) }, "name"],
      [{ sku: "x".repeat(65) }, "sku"],
      [{ description: "x".repeat(2001) }, "description"],
    ];
    for (const [overrides, field] of cases) {
      const answer = await api.create(token, teamId, item(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(fieldPaths(answer.body), JSON.stringify(overrides)).toEqual([field]);
    }
    const many = await api.create(token, teamId, { name: "", currency: "XXX", price: -5 });
    expect(fieldPaths(many.body).sort()).toEqual(["currency", "name", "price"]);
    expect(many.body.error.fields.find((f: { path: string }) => f.path === "price").message).toBe("Enter an amount of 0 or more, with at most 4 decimals.");
    const tooLarge = await api.create(token, teamId, item({ price: "10000000000" }));
    expect(tooLarge.body.error.fields[0].message).toBe("This amount is too large.");
    expect(await db.catalogItem.count({ where: { teamId } })).toBe(0);
  });

  it("takes the edge prices: 0, the largest the column holds, 4 decimals", async () => {
    const { token, teamId } = await owner();
    for (const price of [0, -0, "0.0000", 9_999_999_999.9999, "9999999999.9999", 0.0001, " 12.5 "]) {
      const answer = await api.create(token, teamId, item({ price }));
      expect(answer.status, String(price)).toBe(201);
      expect(answer.body.price).toBe(Number(String(price).trim()) || 0);
    }
  });
});

describe("GET and POST /api/catalog/{id}", () => {
  it("reads and replaces an item for members; the workspace never changes and absent texts are cleared", async () => {
    const { token, teamId } = await owner();
    const { id } = await created({ token } as User, teamId);
    const read = await api.read(token, id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, name: "Bridal bouquet", price: 180.5, team: teamId });

    const other = await owner();
    const updated = await api.update(token, id, { ...read.body, name: " Table centrepiece ", currency: "TRY", price: 1250, team: other.teamId, sku: undefined, description: null });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ _id: id, id, sku: null, name: "Table centrepiece", currency: "TRY", price: 1250, description: null, team: teamId });
    expect((await api.read(token, id)).body).toEqual(updated.body);
  });

  it("answers 404 to strangers and for unknown ids, 400 for ids that cannot be ids, 401 without a session", async () => {
    const { token, teamId } = await owner();
    const { id } = await created({ token } as User, teamId);
    const stranger = await createUser();
    expect((await api.read(stranger.token, id)).status).toBe(404);
    expect((await api.update(stranger.token, id, item({ name: "Stolen" }))).status).toBe(404);
    expect((await db.catalogItem.findUniqueOrThrow({ where: { id } })).name).toBe("Bridal bouquet");
    expect((await api.read(token, "ckunknownid00000000000000")).status).toBe(404);
    expect((await api.read(token, "not-an-id")).status).toBe(400);
    expect((await api.read(undefined, id)).status).toBe(401);
    expect((await api.update(token, id, item({ price: -3 }))).status).toBe(400);
  });
});

describe("GET /api/catalog", () => {
  it("lists the items of every workspace of the caller, newest first, and of one with `team`", async () => {
    const user = await owner();
    const second = await db.team.create({ data: { name: `Second ${user.teamId}`, nameKey: `second-${user.teamId}` } });
    await addMember(second.id, user.user.id, "ADMIN");
    const a = await created(user, user.teamId, { name: "Arch of roses" });
    const b = await created(user, second.id, { name: "Buffet" });
    const stranger = await owner();
    await created(stranger, stranger.teamId, { name: "Not mine" });

    const all = await api.list(user.token);
    expect(all.status).toBe(200);
    expect(all.body.items.map((i: { name: string }) => i.name)).toEqual(["Buffet", "Arch of roses"]);
    expect(all.body.nextCursor).toBeNull();
    const one = await api.list(user.token, { team: second.id });
    expect(one.body.items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    expect(one.body.items[0]).toMatchObject({ _id: b.id, team: second.id, currency: "EUR", price: 180.5, sku: "FL-101", description: "Hand-tied" });
    expect((await api.list(user.token, { team: user.teamId })).body.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
  });

  it("refuses another workspace as filter (404), bad queries (400) and no session (401)", async () => {
    const user = await owner();
    const stranger = await owner();
    await created(stranger, stranger.teamId);
    expect((await api.list(user.token, { team: stranger.teamId })).status).toBe(404);
    expect((await api.list(user.token, { team: "nope" })).status).toBe(400);
    expect((await api.list(user.token, { cursor: "garbage" })).status).toBe(400);
    expect((await api.list(user.token, { limit: "0" })).status).toBe(400);
    expect((await api.list(undefined)).status).toBe(401);
  });

  it("searches name, SKU and description, case-insensitively and literally", async () => {
    const user = await owner();
    await created(user, user.teamId, { name: "Peony bouquet", sku: "FL-1", description: null });
    await created(user, user.teamId, { name: "Chair cover", sku: "DEC_7", description: null });
    await created(user, user.teamId, { name: "Lighting", sku: null, description: "Fairy LIGHTS 100% warm" });
    const names = async (search: string) => (await api.list(user.token, { search })).body.items.map((i: { name: string }) => i.name);
    expect(await names("peony")).toEqual(["Peony bouquet"]);
    expect(await names("dec_")).toEqual(["Chair cover"]);
    expect(await names("fairy lights")).toEqual(["Lighting"]);
    expect(await names("100%")).toEqual(["Lighting"]);
    expect(await names("%")).toEqual(["Lighting"]);
    expect(await names("_")).toEqual(["Chair cover"]);
    expect(await names("   ")).toHaveLength(3);
  });

  it("pages with an opaque cursor, 40 by default, without gaps or repeats", async () => {
    const user = await owner();
    await db.catalogItem.createMany({
      data: Array.from({ length: 45 }, (_, index) => ({ teamId: user.teamId, name: `Item ${index}`, currency: "EUR" as const, price: "1", createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, index % 5)) })),
    });
    const first = await api.list(user.token);
    expect(first.body.items).toHaveLength(40);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api.list(user.token, { cursor: first.body.nextCursor });
    expect(second.body.items).toHaveLength(5);
    expect(second.body.nextCursor).toBeNull();
    const ids = [...first.body.items, ...second.body.items].map((i: { id: string }) => i.id);
    expect(new Set(ids).size).toBe(45);
    const small = await api.list(user.token, { limit: "20" });
    expect(small.body.items.map((i: { id: string }) => i.id)).toEqual(ids.slice(0, 20));
  });
});

describe("DELETE /api/catalog/", () => {
  it("deletes the named items of the caller's workspaces, ids given comma-separated or repeated", async () => {
    const user = await owner();
    const items = [];
    for (const name of ["A", "B", "C", "D", "E"]) items.push(await created(user, user.teamId, { name }));
    const [a, b, c, d, e] = items.map((i) => i.id);
    const answer = await api.remove(user.token, `?ids=${a},${b}&ids=${c}&id=${d}&ids=${a}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ deleted: 4 });
    expect((await db.catalogItem.findMany({ where: { teamId: user.teamId }, select: { id: true } })).map((r) => r.id)).toEqual([e]);
  });

  it("lets a member delete, and deletes nothing (404) when any id is someone else's or unknown", async () => {
    const user = await owner();
    const member = await createUser();
    await addMember(user.teamId, member.user.id, "MEMBER");
    const mine = await created(user, user.teamId, { name: "Mine" });
    const stranger = await owner();
    const theirs = await created(stranger, stranger.teamId, { name: "Theirs" });

    expect((await api.remove(user.token, `?ids=${mine.id},${theirs.id}`)).status).toBe(404);
    expect((await api.remove(user.token, `?ids=${mine.id},ckunknownid00000000000000`)).status).toBe(404);
    expect((await api.remove(stranger.token, `?ids=${mine.id}`)).status).toBe(404);
    expect(await db.catalogItem.count({ where: { id: { in: [mine.id, theirs.id] } } })).toBe(2);

    expect((await api.remove(member.token, `?ids=${mine.id}`)).body).toEqual({ deleted: 1 });
  });

  it("refuses no ids, bad ids and more than 200 ids (400), and callers without a session (401)", async () => {
    const user = await owner();
    const { id } = await created(user, user.teamId);
    const none = await api.remove(user.token, "");
    expect(none.status).toBe(400);
    expect(fieldPaths(none.body)).toEqual(["query.ids"]);
    expect((await api.remove(user.token, "?ids=,,")).status).toBe(400);
    const bad = await api.remove(user.token, `?ids=${id},not-an-id`);
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(["query.ids.1"]);
    const many = Array.from({ length: 201 }, (_, index) => `ck${String(index).padStart(23, "0")}`).join(",");
    const tooMany = await api.remove(user.token, `?ids=${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields[0].message).toBe("At most 200 items can be handled at once.");
    expect((await api.remove(undefined, `?ids=${id}`)).status).toBe(401);
    expect(await db.catalogItem.count({ where: { id } })).toBe(1);
  });
});
