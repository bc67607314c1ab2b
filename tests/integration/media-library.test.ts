import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as undelete } from "@/app/api/media/[id]/undelete/route";
import { POST as remove } from "@/app/api/media/[id]/delete/route";
import { POST as moveToAlbum } from "@/app/api/media/[id]/album/route";
import { GET as byOriginalName } from "@/app/api/media/original-name/[name]/route";
import { POST as rename } from "@/app/api/media/rename/[id]/route";
import { GET as listAlbums, POST as createAlbum } from "@/app/api/team/[id]/media-album/route";
import { GET as listMedia, POST as upload } from "@/app/api/team/[id]/media/route";
import { db } from "@/lib/db/client";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

async function teamOf(userId: string) {
  return (await db.team.findFirstOrThrow({ where: { members: { some: { userId } } } })).id;
}

/** A real image, different per colour, so the upload's dedupe by checksum keeps them apart. */
const image = (background: string) => sharp({ create: { width: 24, height: 16, channels: 3, background } }).png().toBuffer();

async function uploadImage(token: string, teamId: string, fileName: string, background: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([await image(background)]), fileName);
  const result = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form });
  expect(result.status).toBe(201);
  return result.body.attachmentId;
}

const list = async (token: string, teamId: string, query: Record<string, string> = {}) => {
  const result = await callRoute(listMedia, "GET", "/x", { token, params: { id: teamId }, query });
  expect(result.status).toBe(200);
  return result.body.items.map((item: { name: string }) => item.name).sort();
};

describe("media library management", () => {
  it("creates albums with unique trimmed names and lists them to members only", async () => {
    const { user, token } = await createUser();
    const outsider = await createUser();
    const teamId = await teamOf(user.id);
    const created = await callRoute(createAlbum, "POST", "/x", { token, params: { id: teamId }, body: { albumName: "  Venues  " } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ _id: created.body.id, id: created.body.id, name: "Venues" });
    const taken = await callRoute(createAlbum, "POST", "/x", { token, params: { id: teamId }, body: { albumName: "venues" } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toMatch(/album/i);
    const empty = await callRoute(createAlbum, "POST", "/x", { token, params: { id: teamId }, body: { albumName: "   " } });
    expect(empty.status).toBe(400);
    const long = await callRoute(createAlbum, "POST", "/x", { token, params: { id: teamId }, body: { albumName: "a".repeat(101) } });
    expect(long.status).toBe(400);
    await callRoute(createAlbum, "POST", "/x", { token, params: { id: teamId }, body: { albumName: "Flowers" } });
    const listed = await callRoute(listAlbums, "GET", "/x", { token, params: { id: teamId } });
    expect(listed.body.items.map((album: { name: string }) => album.name)).toEqual(["Flowers", "Venues"]);

    // Another workspace may use the same name; a stranger sees and creates nothing here.
    const theirs = await callRoute(createAlbum, "POST", "/x", { token: outsider.token, params: { id: await teamOf(outsider.user.id) }, body: { albumName: "Venues" } });
    expect(theirs.status).toBe(201);
    expect((await callRoute(listAlbums, "GET", "/x", { token: outsider.token, params: { id: teamId } })).status).toBe(404);
    expect((await callRoute(createAlbum, "POST", "/x", { token: outsider.token, params: { id: teamId }, body: { albumName: "Intruder" } })).status).toBe(404);
    expect(await db.album.count({ where: { teamId } })).toBe(2);
  });

  it("renames, moves to an album, deletes and recovers, with the list's views following", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const garden = await uploadImage(token, teamId, "garden.png", "#3a7d44");
    const hall = await uploadImage(token, teamId, "hall", "#7d3a44");
    const album = (await callRoute(createAlbum, "POST", "/x", { token, params: { id: teamId }, body: { albumName: "Venues" } })).body;

    const renamed = await callRoute(rename, "POST", "/x", { token, params: { id: garden }, body: { newName: "  Garden terrace " } });
    expect(renamed.body).toEqual({ name: "Garden terrace" });
    expect((await callRoute(rename, "POST", "/x", { token, params: { id: garden }, body: { newName: "" } })).status).toBe(400);
    expect((await callRoute(rename, "POST", "/x", { token, params: { id: garden }, body: { newName: "x".repeat(201) } })).status).toBe(400);

    expect((await callRoute(moveToAlbum, "POST", "/x", { token, params: { id: garden }, body: { albumId: album.id } })).body).toEqual({ success: true });
    expect(await list(token, teamId, { view: "album", albumId: album.id })).toEqual(["Garden terrace"]);
    expect(await list(token, teamId, { view: "album" })).toEqual(["hall"]);
    expect(await list(token, teamId)).toEqual(["Garden terrace", "hall"]);

    expect((await callRoute(remove, "POST", "/x", { token, params: { id: hall } })).body).toEqual({ success: true });
    expect(await list(token, teamId)).toEqual(["Garden terrace"]);
    expect(await list(token, teamId, { view: "deleted" })).toEqual(["hall"]);
    expect((await callRoute(undelete, "POST", "/x", { token, params: { id: hall } })).body).toEqual({ success: true });
    expect(await list(token, teamId, { view: "deleted" })).toEqual([]);
    expect(await list(token, teamId)).toEqual(["Garden terrace", "hall"]);

    await callRoute(moveToAlbum, "POST", "/x", { token, params: { id: garden }, body: { albumId: null } });
    expect((await db.media.findUniqueOrThrow({ where: { id: garden } })).albumId).toBeNull();
  });

  it("answers 404 to strangers and for albums of another workspace, changing nothing", async () => {
    const { user, token } = await createUser();
    const outsider = await createUser();
    const teamId = await teamOf(user.id);
    const media = await uploadImage(token, teamId, "cake.png", "#eeddaa");
    const foreignAlbum = await db.album.create({ data: { teamId: await teamOf(outsider.user.id), name: "Theirs" } });

    const asOutsider = { token: outsider.token, params: { id: media } };
    expect((await callRoute(rename, "POST", "/x", { ...asOutsider, body: { newName: "Stolen" } })).status).toBe(404);
    expect((await callRoute(moveToAlbum, "POST", "/x", { ...asOutsider, body: { albumId: null } })).status).toBe(404);
    expect((await callRoute(remove, "POST", "/x", asOutsider)).status).toBe(404);
    expect((await callRoute(undelete, "POST", "/x", asOutsider)).status).toBe(404);
    expect((await callRoute(listMedia, "GET", "/x", { token: outsider.token, params: { id: teamId } })).status).toBe(404);
    expect((await callRoute(moveToAlbum, "POST", "/x", { token, params: { id: media }, body: { albumId: foreignAlbum.id } })).status).toBe(404);
    expect((await callRoute(remove, "POST", "/x", { token, params: { id: "ckunknownmediaid000000000" } })).status).toBe(404);

    const row = await db.media.findUniqueOrThrow({ where: { id: media } });
    expect([row.name, row.albumId, row.deleted]).toEqual(["cake", null, false]);
  });

  it("finds uploads by their original file name in the caller's workspaces only, ignoring case", async () => {
    const { user, token } = await createUser();
    const outsider = await createUser();
    const teamId = await teamOf(user.id);
    const mine = await uploadImage(token, teamId, "Table-Plan.PNG", "#112233");
    await uploadImage(outsider.token, await teamOf(outsider.user.id), "table-plan.png", "#332211");
    await uploadImage(token, teamId, "table-plan-2.png", "#221133");

    const found = await callRoute(byOriginalName, "GET", "/x", { token, params: { name: "table-plan.png" } });
    expect(found.status).toBe(200);
    expect(found.body.map((item: { _id: string }) => item._id)).toEqual([mine]);
    expect(found.body[0]).toMatchObject({ id: mine, teamId, sourceFileName: "Table-Plan.PNG", deleted: false });
    const none = await callRoute(byOriginalName, "GET", "/x", { token, params: { name: "nothing.png" } });
    expect(none.body).toEqual([]);
  });
});
