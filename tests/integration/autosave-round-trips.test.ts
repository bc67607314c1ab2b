import { describe, expect, it } from "vitest";
import { POST as updateRoute } from "@/app/api/segment/[id]/route";
import { POST as undoRoute } from "@/app/api/undo/route";
import { sessionCookie } from "@/lib/auth/session-cookie";
import { db } from "@/lib/db/client";
import { callRoute } from "../support/call-route";
import { countQueries } from "../support/query-counter";
import { addMember } from "../factories/teams";
import { createUser } from "../factories/users";
import { idOf, ownerWithDocument } from "./segments-support";

// A block's autosave is the editor's hottest call: it must cost at most five database round trips
// (the session's user, BEGIN, one locked read, one write with its undo entry, COMMIT) with every
// guarantee kept. Counted at the driver (tests/support/query-counter.ts), BEGIN and COMMIT included, on either database.

/** The Cookie header a signed-in browser sends (the session JWT: one read of the user). */
async function browserCookie(userId: string) {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { sessionVersion: true } });
  return (await sessionCookie({ sub: userId, sv: user.sessionVersion, rm: false })).split(";")[0];
}

describe("a block's autosave", () => {
  it("makes at most 5 round trips, writes the text, bumps the version and records one undo entry", async () => {
    const { owner, documentId } = await ownerWithDocument(["Welcome"]);
    const id = await idOf(documentId, "Welcome");
    const cookie = await browserCookie(owner.user.id);
    const save = (version: number, content: string) =>
      callRoute(updateRoute, "POST", `/api/segment/${id}`, { cookie, params: { id }, body: { version, content } });

    const { result, statements } = await countQueries(() => save(0, "Welcome, Anna & Ben"));
    expect(result.status).toBe(200);
    expect(result.body.segment).toMatchObject({ content: "Welcome, Anna & Ben", version: 1 });
    expect(statements.length, statements.join("\n---\n")).toBeLessThanOrEqual(5);
    expect(statements.length).toBeGreaterThanOrEqual(4); // the counter sees every statement: the session's read, BEGIN, read, write, COMMIT
    expect(statements.filter((sql) => /^\s*(BEGIN|COMMIT)/i.test(sql))).toHaveLength(2);

    const entries = await db.undoEntry.findMany({ where: { documentId }, orderBy: { seq: "asc" } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ seq: 1, action: "segment-update", undone: false });
    const [before] = entries[0].before as { kind: string; id: string; row: Record<string, unknown> }[];
    const [after] = entries[0].after as { kind: string; id: string; row: Record<string, unknown> }[];
    expect(before).toMatchObject({ kind: "segment", id, row: { content: "Welcome", version: 0 } });
    expect(after).toMatchObject({ kind: "segment", id, row: { content: "Welcome, Anna & Ben", version: 1 } });
    // The history keeps rows exactly as segmentHistoryRow writes them (what undo writes back).
    const stored = await db.segment.findUniqueOrThrow({ where: { id } });
    expect(after.row.updatedAt).toEqual({ $date: stored.updatedAt.toISOString() });
    expect(after.row.createdAt).toEqual({ $date: stored.createdAt.toISOString() });
    expect(after.row.metaData).toEqual(stored.metaData);

    // Undo puts the text back, and the next save starts a new branch (the undone entry is dropped).
    const undone = await callRoute(undoRoute as never, "POST", "/api/undo", { token: owner.token, body: { documentId } });
    expect(undone.status).toBe(200);
    expect((await db.segment.findUniqueOrThrow({ where: { id } })).content).toBe("Welcome");
    const version = (await db.segment.findUniqueOrThrow({ where: { id } })).version;
    expect((await save(version, "Welcome again")).status).toBe(200);
    const after2 = await db.undoEntry.findMany({ where: { documentId }, orderBy: { seq: "asc" } });
    expect(after2.map((entry) => [entry.seq, entry.undone])).toEqual([[1, false]]);
  });

  it("keeps its guarantees in those round trips: stale version 409, a member 403, a stranger 404, an ended plan 402, the bin 409", async () => {
    const { owner, documentId, teamId } = await ownerWithDocument(["Menu"]);
    const id = await idOf(documentId, "Menu");
    const cookie = await browserCookie(owner.user.id);
    const save = (body: unknown, as = cookie) => callRoute(updateRoute, "POST", `/api/segment/${id}`, { cookie: as, params: { id }, body });

    expect((await save({ version: 0, content: "Menu 1" })).status).toBe(200);
    const stale = await save({ version: 0, content: "from the other tab" });
    expect(stale.status).toBe(409);
    expect((await db.segment.findUniqueOrThrow({ where: { id } })).content).toBe("Menu 1");

    // Saving the same text again changes nothing the user sees: the version moves, no entry is added.
    expect((await save({ version: 1, content: "Menu 1" })).status).toBe(200);
    expect(await db.undoEntry.count({ where: { documentId } })).toBe(1);

    const member = await createUser();
    await addMember(teamId, member.user.id, "MEMBER");
    expect((await save({ version: 2, content: "member" }, await browserCookie(member.user.id))).status).toBe(403);
    const stranger = await createUser();
    expect((await save({ version: 2, content: "stranger" }, await browserCookie(stranger.user.id))).status).toBe(404);

    await db.planHistory.create({ data: { userId: owner.user.id, state: "TRIAL", diskQuotaGb: 2, startsAt: new Date(Date.now() - 40 * 864e5), expiresAt: new Date(Date.now() - 864e5), source: "dev" } });
    expect((await save({ version: 2, content: "after the trial" })).status).toBe(402);
    await db.planHistory.create({ data: { userId: owner.user.id, state: "PAID", product: "SMALL", interval: "MONTHLY", diskQuotaGb: 10, startsAt: new Date(), expiresAt: new Date(Date.now() + 30 * 864e5), source: "dev" } });
    expect((await save({ version: 2, content: "paid" })).status).toBe(200);

    await db.document.update({ where: { id: documentId }, data: { deletedAt: new Date() } });
    expect((await save({ version: 3, content: "binned" })).status).toBe(409);
    expect((await db.segment.findUniqueOrThrow({ where: { id } })).content).toBe("paid");
  });
});
