import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as getFavicon, POST as setFavicon } from "@/app/api/team/[id]/favicon/route";
import { GET as getLogo, POST as setLogo } from "@/app/api/team/[id]/logo/route";
import { POST as uploadMedia } from "@/app/api/team/[id]/media/route";
import { GET as getPhoto, POST as setPhoto } from "@/app/api/user/[id]/profile-photo/route";
import { db } from "@/lib/db/client";
import { createTeamWithMembers, firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

// The logo, favicon and profile photo routes also take JSON `{ mediaId }`: an image of a media
// library, processed exactly like an upload.

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: "#2f6f5e" } }).png().toBuffer();

/** Puts an image into a workspace's media library through its own upload route; answers its id. */
async function libraryImage(teamId: string, token: string, bytes: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "picture.png");
  const answer = await callRoute(uploadMedia, "POST", "/x", { token, params: { id: teamId }, form });
  expect(answer.status).toBe(201);
  return answer.body.attachmentId as string;
}

/** Reads a binary answer (image) without callRoute's text decoding. */
async function fetchImage(handler: typeof getLogo, id: string, token: string) {
  const response = await handler(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ id }) });
  return { status: response.status, type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
}

const brand = (teamId: string) => db.team.findUniqueOrThrow({ where: { id: teamId }, select: { logoId: true, faviconId: true } });

describe("brand images and profile photo from the media library", () => {
  it("sets the logo from a library image, processed like an upload, and leaves the library image in place", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const mediaId = await libraryImage(teamId, admin.token, await png(1600, 400));

    const answer = await callRoute(setLogo, "POST", "/x", { token: admin.token, params: { id: teamId }, body: { mediaId } });
    expect(answer.status).toBe(200);
    const team = await db.team.findUniqueOrThrow({ where: { id: teamId }, include: { logo: true } });
    expect(team.logoId).not.toBeNull();
    expect(team.logoId).not.toBe(mediaId);
    expect(answer.body.logo).toBe(`/api/team/${teamId}/logo?v=${team.logoId}`);
    expect(team.logo).toMatchObject({ teamId, uploadedById: admin.user.id, mimeType: "image/png", width: 1000, height: 250 });
    expect(await db.media.findUniqueOrThrow({ where: { id: mediaId } })).toMatchObject({ deleted: false, width: 1600 });

    const served = await fetchImage(getLogo, teamId, member.token);
    expect(served.status).toBe(200);
    expect(served.type).toBe("image/png");
    const meta = await sharp(served.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1000, 250]);
  });

  it("applies the favicon's rules to a library image: a square PNG is taken, an oblong one refused with the usual message", async () => {
    const { admin, member, teamId } = await createTeamWithMembers();
    const square = await png(64, 64);
    const squareId = await libraryImage(teamId, admin.token, square);
    const oblongId = await libraryImage(teamId, admin.token, await png(64, 32));

    const oblong = await callRoute(setFavicon, "POST", "/x", { token: admin.token, params: { id: teamId }, body: { mediaId: oblongId } });
    expect(oblong.status).toBe(400);
    expect(oblong.body.error.message).toBe("Image must be a square for favicon");
    expect((await brand(teamId)).faviconId).toBeNull();

    const taken = await callRoute(setFavicon, "POST", "/x", { token: admin.token, params: { id: teamId }, body: { mediaId: squareId } });
    expect(taken.status).toBe(200);
    const served = await fetchImage(getFavicon, teamId, member.token);
    expect(served.status).toBe(200);
    expect([(await sharp(served.bytes).metadata()).width, served.type]).toEqual([64, "image/png"]);
  });

  it("refuses another workspace's image (404), a deleted one (404), a non-admin (403) and a malformed id (400), changing nothing", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const ownId = await libraryImage(teamId, admin.token, await png(200, 100));
    const foreignId = await libraryImage(await firstTeamOf(outsider.user.id), outsider.token, await png(200, 100));
    const post = (token: string, body: unknown) => callRoute(setLogo, "POST", "/x", { token, params: { id: teamId }, body });
    const before = await db.media.count({ where: { teamId } });

    expect((await post(admin.token, { mediaId: foreignId })).status).toBe(404);
    expect((await post(member.token, { mediaId: ownId })).status).toBe(403);
    const malformed = await post(admin.token, { mediaId: "../../etc/passwd" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields.map((f: { path: string }) => f.path)).toEqual(["mediaId"]);
    expect((await post(admin.token, { mediaId: 42 })).status).toBe(400);
    // Neither a file nor a mediaId: the upload's "file is required".
    const neither = await post(admin.token, { other: "x" });
    expect(neither.status).toBe(400);
    expect(neither.body.error.fields.map((f: { path: string }) => f.path)).toEqual(["file"]);

    await db.media.update({ where: { id: ownId }, data: { deleted: true, deletedAt: new Date() } });
    expect((await post(admin.token, { mediaId: ownId })).status).toBe(404);

    expect(await brand(teamId)).toEqual({ logoId: null, faviconId: null });
    expect(await db.media.count({ where: { teamId } })).toBe(before);
  });

  it("sets the profile photo from an image of a workspace the user belongs to, never from a stranger's", async () => {
    const { admin, member, outsider, teamId } = await createTeamWithMembers();
    const mediaId = await libraryImage(teamId, admin.token, await png(900, 600));
    const strangersId = await libraryImage(await firstTeamOf(outsider.user.id), outsider.token, await png(300, 300));
    const post = (body: unknown) => callRoute(setPhoto, "POST", "/x", { token: member.token, params: { id: member.user.id }, body });

    const stranger = await post({ mediaId: strangersId });
    expect(stranger.status).toBe(404);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.user.id } })).imageId).toBeNull();
    expect((await post({ mediaId: "not an id!" })).status).toBe(400);

    // A member (not only an admin) of the workspace may use its images for their own photo.
    const answer = await post({ mediaId });
    expect(answer.status).toBe(200);
    expect(answer.body.user.image).toBe(`/api/user/${member.user.id}/profile-photo`);
    const served = await fetchImage(getPhoto, member.user.id, member.token);
    expect(served.status).toBe(200);
    expect(served.type).toBe("image/webp");
    const meta = await sharp(served.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);

    // Someone else's id in the path: refused as for uploads.
    const other = await createUser();
    expect((await callRoute(setPhoto, "POST", "/x", { token: other.token, params: { id: member.user.id }, body: { mediaId } })).status).toBe(404);
  });
});
