import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as checksumRoute } from "@/app/api/media/checksum/[hash]/route";
import { GET as maxWidthRoute } from "@/app/api/media/[id]/max-width/[w]/route";
import { GET as fittedRoute } from "@/app/api/media/[id]/width/[w]/[h]/route";
import { GET as canUploadRoute } from "@/app/api/team/[id]/can-upload/route";
import { POST as upload } from "@/app/api/team/[id]/media/route";
import { GET as diskUsageRoute } from "@/app/api/users/diskUsage/route";
import { db } from "@/lib/db/client";
import { removeMediaFile } from "@/lib/media/media-files";
import { workspaceDiskSpace } from "@/lib/media/quota";
import { getObject, storageDriverName } from "@/lib/storage";
import { getObject as getLocalObject } from "@/lib/storage/local-disk";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

async function teamOf(userId: string) {
  return (await db.team.findFirstOrThrow({ where: { members: { some: { userId } } } })).id;
}

const image = (width: number, height: number, format: "jpeg" | "png") =>
  sharp({ create: { width, height, channels: 3, background: "#5d8aa8" } })[format]().toBuffer();

async function uploadImage(token: string, teamId: string, bytes: Buffer, name: string) {
  const data = new FormData();
  data.append("file", new Blob([new Uint8Array(bytes)]), name);
  return callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: data });
}

/** Calls a sized-media route and reads the answer as bytes. */
async function sized(handler: typeof fittedRoute, params: Record<string, string>, token: string, headers: Record<string, string> = {}) {
  const response = await handler(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${token}`, ...headers } }), {
    params: Promise.resolve(params),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("media at a size", () => {
  it("fits a JPEG inside the snapped box as WebP once, serves it from storage after, answers 304 and refuses outsiders", async () => {
    const { user, token } = await createUser();
    const outsider = await createUser();
    const teamId = await teamOf(user.id);
    const id = (await uploadImage(token, teamId, await image(1800, 1200, "jpeg"), "hall.jpg")).body.attachmentId;

    // 300x300 snaps up to 320x320: the 3:2 image fits as 320x213.
    const first = await sized(fittedRoute, { id, w: "300", h: "300" }, token, { accept: "image/avif,image/webp,*/*" });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("content-type")).toBe("image/webp");
    expect(first.response.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(first.response.headers.get("vary")).toBe("Accept");
    const meta = await sharp(first.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 213]);
    const rows = await db.mediaVariant.findMany({ where: { mediaId: id } });
    expect(rows.map((row) => [row.width, row.height, row.format, row.fit])).toEqual([[320, 320, "webp", "inside"]]);
    expect(Number(rows[0].sizeBytes)).toBe(first.bytes.length);
    expect((await getObject(rows[0].storageKey))?.equals(first.bytes)).toBe(true);

    // Asked again (another size in the same step): the same stored variant, no new row.
    const again = await sized(fittedRoute, { id, w: "310", h: "250" }, token, { accept: "image/webp" });
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(await db.mediaVariant.count({ where: { mediaId: id } })).toBe(1);

    const etag = first.response.headers.get("etag")!;
    const cached = await sized(fittedRoute, { id, w: "300", h: "300" }, token, { accept: "image/webp", "if-none-match": etag });
    expect(cached.response.status).toBe(304);

    // Without WebP in Accept: the original's format, with a different ETag.
    const jpeg = await sized(fittedRoute, { id, w: "300", h: "300" }, token);
    expect(jpeg.response.headers.get("content-type")).toBe("image/jpeg");
    expect(jpeg.response.headers.get("etag")).not.toBe(etag);

    expect((await sized(fittedRoute, { id, w: "300", h: "300" }, outsider.token)).response.status).toBe(404);
    expect((await sized(maxWidthRoute, { id, w: "300" }, outsider.token)).response.status).toBe(404);
  });

  it("limits only the width, never enlarges, keeps PNG as PNG, and refuses sizes out of range", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const id = (await uploadImage(token, teamId, await image(200, 600, "png"), "tall.png")).body.attachmentId;

    const narrow = await sized(maxWidthRoute, { id, w: "100" }, token);
    const meta = await sharp(narrow.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 160, 480]);
    const wide = await sized(maxWidthRoute, { id, w: "1000" }, token);
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ width: 200, height: 600 });
    expect((await db.mediaVariant.findMany({ where: { mediaId: id }, orderBy: { width: "asc" } })).map((v) => [v.width, v.height, v.fit])).toEqual([
      [160, 0, "max-width"],
      [1200, 0, "max-width"],
    ]);

    for (const w of ["15", "4001", "abc", "12.5", "-20"]) {
      expect((await sized(maxWidthRoute, { id, w }, token)).response.status).toBe(400);
      expect((await sized(fittedRoute, { id, w: "100", h: w }, token)).response.status).toBe(400);
    }
    expect((await sized(fittedRoute, { id, w: "4000", h: "16" }, token)).response.status).toBe(200);
  });

  it("removing the media removes its sizes' rows and files", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const id = (await uploadImage(token, teamId, await image(500, 500, "jpeg"), "a.jpg")).body.attachmentId;
    await sized(fittedRoute, { id, w: "100", h: "100" }, token, { accept: "image/webp" });
    const [variant] = await db.mediaVariant.findMany({ where: { mediaId: id } });
    expect(await getObject(variant.storageKey)).not.toBeNull();
    await removeMediaFile(id);
    expect(await db.mediaVariant.count({ where: { mediaId: id } })).toBe(0);
    expect(await getObject(variant.storageKey)).toBeNull();
  });
});

describe("checksum, quota and disk usage", () => {
  it("finds an upload by the sha256 of its bytes in the caller's workspaces only", async () => {
    const { user, token } = await createUser();
    const outsider = await createUser();
    const teamId = await teamOf(user.id);
    const bytes = await image(64, 64, "png");
    const hash = createHash("sha256").update(bytes).digest("hex");
    expect((await callRoute(checksumRoute, "GET", "/x", { token, params: { hash } })).body).toEqual({});

    const id = (await uploadImage(token, teamId, bytes, "logo.png")).body.attachmentId;
    const found = await callRoute(checksumRoute, "GET", "/x", { token, params: { hash: hash.toUpperCase() } });
    expect(found.body).toMatchObject({ _id: id, team: teamId, name: "logo", url: `/api/media/download/${id}` });
    expect((await callRoute(checksumRoute, "GET", "/x", { token, params: { hash }, query: { team: teamId } })).body._id).toBe(id);

    expect((await callRoute(checksumRoute, "GET", "/x", { token: outsider.token, params: { hash } })).body).toEqual({});
    const foreignTeam = await callRoute(checksumRoute, "GET", "/x", { token: outsider.token, params: { hash }, query: { team: teamId } });
    expect(foreignTeam.status).toBe(404);
    expect((await callRoute(checksumRoute, "GET", "/x", { token, params: { hash: "abc" } })).status).toBe(400);

    // A deleted one is not offered (uploading the file again restores it).
    await db.media.update({ where: { id }, data: { deleted: true, deletedAt: new Date() } });
    expect((await callRoute(checksumRoute, "GET", "/x", { token, params: { hash } })).body).toEqual({});
  });

  it("answers canUpload against the plan's disk space and refuses an upload that would go past it, but still restores a known file", async () => {
    const { user, token } = await createUser();
    const outsider = await createUser();
    const teamId = await teamOf(user.id);
    const known = await image(30, 30, "png");
    const knownId = (await uploadImage(token, teamId, known, "known.png")).body.attachmentId;
    const { usedBytes, quotaBytes } = await workspaceDiskSpace(teamId);
    expect(quotaBytes).toBe(2 * 1024 ** 3); // the trial's 2 GB
    expect((await callRoute(canUploadRoute, "GET", "/x", { token, params: { id: teamId } })).body).toEqual({ canUpload: true, usedBytes, quotaBytes });
    expect((await callRoute(canUploadRoute, "GET", "/x", { token: outsider.token, params: { id: teamId } })).status).toBe(404);

    // A font file leaves 10 bytes: there is still room, but not for a new image.
    await db.miscFile.create({
      data: { teamId, sourceFileName: "huge.woff2", mimeType: "font/woff2", sizeBytes: BigInt(quotaBytes - usedBytes - 10), storageKey: "misc/none", checksum: "x" },
    });
    const room = (size: number) => callRoute(canUploadRoute, "GET", `/x?size=${size}`, { token, params: { id: teamId } });
    expect((await room(10)).body.canUpload).toBe(true);
    expect((await room(11)).body.canUpload).toBe(false);
    expect((await callRoute(canUploadRoute, "GET", "/x", { token, params: { id: teamId } })).body.canUpload).toBe(true);
    const refused = await uploadImage(token, teamId, await image(31, 31, "png"), "new.png");
    expect(refused.status).toBe(402);
    expect(refused.body.error.message).toBe("This upload does not fit in your plan's disk space. Delete unused images or files, or choose a larger plan.");
    expect(await db.media.count({ where: { teamId } })).toBe(1);

    await db.media.update({ where: { id: knownId }, data: { deleted: true, deletedAt: new Date() } });
    const restored = await uploadImage(token, teamId, known, "known.png");
    expect(restored.body.attachmentId).toBe(knownId);
  });

  it("counts the bytes of the caller's uploads with their sizes and misc files", async () => {
    const { user, token } = await createUser();
    const other = await createUser();
    const teamId = await teamOf(user.id);
    expect((await callRoute(diskUsageRoute, "GET", "/x", { token })).body).toEqual({ totalSize: 0 });
    const id = (await uploadImage(token, teamId, await image(400, 300, "jpeg"), "a.jpg")).body.attachmentId;
    await sized(maxWidthRoute, { id, w: "200" }, token, { accept: "image/webp" });
    await db.miscFile.create({ data: { teamId, uploadedById: user.id, sourceFileName: "f.woff2", mimeType: "font/woff2", sizeBytes: 1000n, storageKey: "misc/x", checksum: "y" } });
    const media = await db.media.findUniqueOrThrow({ where: { id } });
    const variant = await db.mediaVariant.findFirstOrThrow({ where: { mediaId: id } });
    const expected = Number(media.sizeBytes) + Number(variant.sizeBytes) + 1000;
    expect((await callRoute(diskUsageRoute, "GET", "/x", { token })).body).toEqual({ totalSize: expected });
    expect((await callRoute(diskUsageRoute, "GET", "/x", { token: other.token })).body).toEqual({ totalSize: 0 });
  });
});

describe("media at a size on S3-compatible storage", () => {
  const vars = { S3_BUCKET: "eventdocs-sizes", S3_REGION: "eu-central-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" };
  let server: S3rver;
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), "s3rver-sizes-"));
    server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: vars.S3_BUCKET }] });
    const { port } = await server.run();
    Object.assign(process.env, vars, { S3_ENDPOINT: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    for (const name of [...Object.keys(vars), "S3_ENDPOINT"]) delete process.env[name];
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it("makes the size from the original in S3, stores it there (not on disk), serves it again and removes it with the media", async () => {
    expect(storageDriverName()).toBe("s3");
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const id = (await uploadImage(token, teamId, await image(900, 600, "jpeg"), "s3.jpg")).body.attachmentId;
    const first = await sized(fittedRoute, { id, w: "160", h: "160" }, token, { accept: "image/webp" });
    expect(first.response.status).toBe(200);
    expect(await sharp(first.bytes).metadata()).toMatchObject({ format: "webp", width: 160, height: 107 });
    const [variant] = await db.mediaVariant.findMany({ where: { mediaId: id } });
    expect((await getObject(variant.storageKey))?.equals(first.bytes)).toBe(true);
    expect(await getLocalObject(variant.storageKey)).toBeNull();
    expect((await sized(fittedRoute, { id, w: "160", h: "160" }, token, { accept: "image/webp" })).bytes.equals(first.bytes)).toBe(true);
    await removeMediaFile(id);
    expect(await getObject(variant.storageKey)).toBeNull();
  });
});
