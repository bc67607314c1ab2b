import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/media/download/[id]/route";
import { POST as upload } from "@/app/api/team/[id]/media/route";
import { db } from "@/lib/db/client";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

async function teamOf(userId: string) {
  return (await db.team.findFirstOrThrow({ where: { members: { some: { userId } } } })).id;
}

function form(file: Blob, name: string, albumId?: string, purpose?: string) {
  const data = new FormData();
  data.append("file", file, name);
  if (albumId) data.append("albumId", albumId);
  if (purpose !== undefined) data.append("purpose", purpose);
  return data;
}

const image = (width: number, height: number, format: "jpeg" | "png") =>
  sharp({ create: { width, height, channels: 3, background: "#b07a9c" } })[format]().toBuffer();

async function fetchMedia(id: string, token: string) {
  return download(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ id }) });
}

describe("media library upload and download", () => {
  it("stores a large JPEG at most 2000 px, serves it to members only, and refuses outsiders with 404", async () => {
    const { user, token } = await createUser();
    const outsider = await createUser();
    const teamId = await teamOf(user.id);
    const result = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Blob([await image(3000, 1500, "jpeg")]), "villa.jpg") });
    expect(result.status).toBe(201);
    const id = result.body.attachmentId;
    const row = await db.media.findUniqueOrThrow({ where: { id } });
    expect([row.width, row.height, row.mimeType, row.sourceFileName, row.uploadedById]).toEqual([2000, 1000, "image/jpeg", "villa.jpg", user.id]);

    const served = await fetchMedia(id, token);
    expect(served.status).toBe(200);
    expect(served.headers.get("etag")).toBe(`"${row.checksum}"`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([2000, 1000, "jpeg"]);
    expect((await fetchMedia(id, outsider.token)).status).toBe(404);

    const foreign = await callRoute(upload, "POST", "/x", { token: outsider.token, params: { id: teamId }, form: form(new Blob([await image(10, 10, "png")]), "x.png") });
    expect(foreign.status).toBe(404);
  });

  it("keeps a small PNG byte for byte, and does not store the same file twice; a deleted one is restored", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const png = await image(40, 30, "png");
    const first = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Blob([png]), "a.png") });
    const served = await fetchMedia(first.body.attachmentId, token);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    await db.media.update({ where: { id: first.body.attachmentId }, data: { deleted: true, deletedAt: new Date() } });
    const again = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Blob([png]), "a-copy.png") });
    expect(again.body.attachmentId).toBe(first.body.attachmentId);
    expect((await db.media.findUniqueOrThrow({ where: { id: first.body.attachmentId } })).deleted).toBe(false);
    expect(await db.media.count({ where: { teamId } })).toBe(1);
  });

  it("refuses files that are not images, a missing file, and an album of another workspace", async () => {
    const { user, token } = await createUser();
    const other = await createUser();
    const teamId = await teamOf(user.id);
    const fake = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Blob(["<svg><script>alert(1)</script></svg>"]), "evil.png") });
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe("Only image files can be uploaded.");
    const empty = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: new FormData() });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual([{ path: "file", message: "This field is required." }]);
    const album = await db.album.create({ data: { teamId: await teamOf(other.user.id), name: "Theirs" } });
    const foreignAlbum = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Blob([await image(5, 5, "png")]), "a.png", album.id) });
    expect(foreignAlbum.status).toBe(404);
    expect(await db.media.count({ where: { teamId } })).toBe(0);
  });

  it("stores a share's landing background (purpose landing) inside 2000x1100 at JPEG quality 95, kept out of the library", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const landing = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Blob([await image(3000, 2000, "jpeg")]), "lake.jpg", undefined, "landing") });
    expect(landing.status, JSON.stringify(landing.body)).toBe(201);
    const row = await db.media.findUniqueOrThrow({ where: { id: landing.body.attachmentId } });
    // 3000x2000 fits 2000x1100 at 1650x1100 (the height is the limit).
    expect([row.width, row.height, row.mimeType, row.kind]).toEqual([1650, 1100, "image/jpeg", "LANDING"]);
    expect(row.storageKey).toMatch(/\/landing\.jpg$/);
    const served = await sharp(Buffer.from(await (await fetchMedia(row.id, token)).arrayBuffer())).metadata();
    expect([served.width, served.height]).toEqual([1650, 1100]);
  });

  it("stores a floor plan (purpose floorPlan) up to 4000 px at JPEG quality 95, apart from the 2000 px library original of the same file", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const jpeg = await image(5000, 3000, "jpeg");
    const plan = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Blob([jpeg]), "ballroom.jpg", undefined, "floorPlan") });
    expect(plan.status).toBe(201);
    const planRow = await db.media.findUniqueOrThrow({ where: { id: plan.body.attachmentId } });
    expect([planRow.width, planRow.height, planRow.mimeType, planRow.kind]).toEqual([4000, 2400, "image/jpeg", "FLOOR_PLAN"]);
    expect(planRow.storageKey).toMatch(/\/floorplan\.jpg$/);
    const served = Buffer.from(await (await fetchMedia(plan.body.attachmentId, token)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([4000, 2400, "jpeg"]);

    // The same bytes without a purpose: a library image of its own, still at most 2000 px wide.
    const library = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Blob([jpeg]), "ballroom.jpg") });
    expect(library.status).toBe(201);
    expect(library.body.attachmentId).not.toBe(plan.body.attachmentId);
    const libraryRow = await db.media.findUniqueOrThrow({ where: { id: library.body.attachmentId } });
    expect([libraryRow.width, libraryRow.height, libraryRow.kind]).toEqual([2000, 1200, "IMAGE"]);

    // Uploaded again as a floor plan: the stored floor plan, not the library original; an empty purpose is none.
    const again = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Blob([jpeg]), "copy.jpg", undefined, "floorPlan") });
    expect(again.body.attachmentId).toBe(plan.body.attachmentId);
    const empty = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Blob([jpeg]), "copy.jpg", undefined, "") });
    expect(empty.body.attachmentId).toBe(library.body.attachmentId);
    expect(await db.media.count({ where: { teamId } })).toBe(2);
  });

  it("keeps a small floor plan PNG as it is, and refuses an unknown purpose with a field error, storing nothing", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const png = await image(300, 200, "png");
    const plan = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Blob([png]), "plan.png", undefined, "floorPlan") });
    expect(plan.status).toBe(201);
    const served = await fetchMedia(plan.body.attachmentId, token);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const other = await createUser();
    const otherTeam = await teamOf(other.user.id);
    const bad = await callRoute(upload, "POST", "/x", { token: other.token, params: { id: otherTeam }, form: form(new Blob([png]), "plan.png", undefined, "poster") });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual([{ path: "purpose", message: "This value is not valid." }]);
    expect(await db.media.count({ where: { teamId: otherTeam } })).toBe(0);
  });
});
