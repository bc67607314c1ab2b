import { describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/team/[id]/media/route";
import { db } from "@/lib/db/client";
import { encodeCursor } from "@/lib/documents/list-schemas";
import { createTeamWithMembers } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

/** A library image row as uploads store it (the file itself is not needed to list it). */
async function addMedia(teamId: string, name: string, data: { createdAt?: Date; deleted?: boolean; storedAs?: string; kind?: "IMAGE" | "LANDING" } = {}) {
  const row = await db.media.create({
    data: {
      teamId,
      name,
      sourceFileName: `${name}.jpg`,
      mimeType: "image/jpeg",
      width: 640,
      height: 480,
      sizeBytes: 10n,
      checksum: name,
      storageKey: "pending",
      kind: data.kind ?? "IMAGE",
      deleted: data.deleted ?? false,
      createdAt: data.createdAt ?? new Date(),
    },
  });
  return db.media.update({ where: { id: row.id }, data: { storageKey: `media/${teamId}/${row.id}/${data.storedAs ?? "original.jpg"}` } });
}

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe("GET /api/team/{id}/media", () => {
  it("lists the workspace's library images to members, newest first, without deleted media or brand images", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const older = await addMedia(teamId, "villa", { createdAt: at(1) });
    const newer = await addMedia(teamId, "garden", { createdAt: at(2) });
    await addMedia(teamId, "gone", { createdAt: at(3), deleted: true });
    await addMedia(teamId, "logo", { createdAt: at(4), storedAs: "logo.png" });
    await addMedia(teamId, "landing", { createdAt: at(5), kind: "LANDING" });

    const result = await callRoute(list, "GET", "/x", { token: member.token, params: { id: teamId } });
    expect(result.status).toBe(200);
    expect(result.body.nextCursor).toBeNull();
    expect(result.body.items).toEqual([
      { _id: newer.id, id: newer.id, name: "garden", sourceFileName: "garden.jpg", albumId: null, width: 640, height: 480, url: `/api/media/download/${newer.id}` },
      { _id: older.id, id: older.id, name: "villa", sourceFileName: "villa.jpg", albumId: null, width: 640, height: 480, url: `/api/media/download/${older.id}` },
    ]);
    expect((await callRoute(list, "GET", "/x", { token: admin.token, params: { id: teamId } })).body.items).toHaveLength(2);
  });

  it("answers 404 to a stranger, 401 without a session and 400 to a malformed cursor or id", async () => {
    const { admin, outsider, teamId } = await createTeamWithMembers();
    await addMedia(teamId, "secret");
    const stranger = await callRoute(list, "GET", "/x", { token: outsider.token, params: { id: teamId } });
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain("secret");
    expect((await callRoute(list, "GET", "/x", { params: { id: teamId } })).status).toBe(401);
    const badCursor = await callRoute(list, "GET", "/x", { token: admin.token, params: { id: teamId }, query: { cursor: "not-a-cursor" } });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error.fields[0].path).toBe("query.cursor");
    expect((await callRoute(list, "GET", "/x", { token: admin.token, params: { id: "../etc" } })).status).toBe(400);
  });

  it("pages 40 at a time with a keyset cursor, ties broken by id, and nothing twice", async () => {
    const { user, token } = await createUser();
    const teamId = (await db.member.findFirstOrThrow({ where: { userId: user.id } })).teamId;
    // 45 images; ten of them share one creation time, so the cursor must order by id as well.
    const created = [];
    for (let i = 0; i < 45; i += 1) created.push(await addMedia(teamId, `img${i}`, { createdAt: i < 10 ? at(0) : at(i) }));

    const first = await callRoute(list, "GET", "/x", { token, params: { id: teamId } });
    expect(first.body.items).toHaveLength(40);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await callRoute(list, "GET", "/x", { token, params: { id: teamId }, query: { cursor: first.body.nextCursor } });
    expect(second.status).toBe(200);
    expect(second.body.items).toHaveLength(5);
    expect(second.body.nextCursor).toBeNull();

    const ids = [...first.body.items, ...second.body.items].map((item: { id: string }) => item.id);
    const expected = [...created].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((m) => m.id);
    expect(ids).toEqual(expected);

    // A cursor past the last row answers an empty last page.
    const last = created.find((m) => m.id === expected[expected.length - 1])!;
    const beyond = await callRoute(list, "GET", "/x", { token, params: { id: teamId }, query: { cursor: encodeCursor({ updatedAt: last.createdAt, id: last.id }) } });
    expect(beyond.body).toEqual({ items: [], nextCursor: null });
  });

  it("searches names and file names case-insensitively, matching % and _ literally", async () => {
    const { user, token } = await createUser();
    const teamId = (await db.member.findFirstOrThrow({ where: { userId: user.id } })).teamId;
    const villa = await addMedia(teamId, "Sea_View Villa");
    await addMedia(teamId, "SeaXView garden");
    const byName = await callRoute(list, "GET", "/x", { token, params: { id: teamId }, query: { search: "  sea_view " } });
    expect(byName.body.items.map((m: { id: string }) => m.id)).toEqual([villa.id]);
    const byFile = await callRoute(list, "GET", "/x", { token, params: { id: teamId }, query: { search: "villa.JPG" } });
    expect(byFile.body.items.map((m: { id: string }) => m.id)).toEqual([villa.id]);
    const none = await callRoute(list, "GET", "/x", { token, params: { id: teamId }, query: { search: "%" } });
    expect(none.body.items).toEqual([]);
  });
});
