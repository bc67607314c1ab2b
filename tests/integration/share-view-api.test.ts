import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as sharedDocument } from "@/app/api/shared-document/[key]/[n]/route";
import { GET as mediaDownload } from "@/app/api/media/download/[id]/route";
import { GET as mediaMaxWidth } from "@/app/api/media/[id]/max-width/[w]/route";
import { GET as mediaFitted } from "@/app/api/media/[id]/width/[w]/[h]/route";
import { GET as fileDownload } from "@/app/api/misc-file/download/[id]/route";
import { POST as uploadMedia } from "@/app/api/team/[id]/media/route";
import { POST as uploadFile } from "@/app/api/team/[id]/misc-file/route";
import { GET as sharedAsset } from "@/app/shared-assets/[file]/route";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { createShare, frozenBlocks, SECRET_TEXT } from "./share-view-support";

// The share view's JSON call, its visitors' media and files, and its built assets.

async function loadShared(key: string, n: string, body: unknown, options: { cookie?: string; address?: string } = {}) {
  return callRoute(sharedDocument, "POST", `/api/shared-document/${key}/${n}`, {
    params: { key, n },
    body,
    cookie: options.cookie,
    headers: { "x-forwarded-for": options.address ?? "10.9.0.1" },
  });
}

describe("POST /api/shared-document/{key}/{n}", () => {
  it("answers the frozen document without source ids", async () => {
    const { share, document } = await createShare({ blocks: frozenBlocks(["heading", "paragraph"]) });
    const { status, body } = await loadShared(share.shareKey, "0", {});
    expect(status).toBe(200);
    expect(body.document).toMatchObject({ title: "Summer gala", numberingStyle: "off", customCss: null });
    expect(body.segments.map((s: { segmentType: string }) => s.segmentType)).toEqual(["heading", "paragraph"]);
    expect(JSON.stringify(body)).toContain(SECRET_TEXT);
    expect(body.segments.every((s: Record<string, unknown>) => !("sourceId" in s))).toBe(true);
    expect(JSON.stringify(body)).not.toContain(document.id === body.segments[0].id ? "never" : "live0");
    expect(body.team.name).toBe("Aubergine Events");
    expect(body.shareInfo).toMatchObject({ linkName: "Client link", hasPin: false, preventPrinting: false, landingImage: null });
    expect(new Date(body.shareInfo.expiryDate).getTime()).toBe(share.expiryDate.getTime());
    expect(JSON.stringify(body)).not.toContain("pinProtectionCode");
  });

  it("needs the PIN of a PIN share: 401 pinRequired, 401 incorrectPin, then the document and a cookie", async () => {
    const { share } = await createShare({ pin: "2468" });
    const none = await loadShared(share.shareKey, "0", {});
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe("pinRequired");
    expect(JSON.stringify(none.body)).not.toContain(SECRET_TEXT);
    const wrong = await loadShared(share.shareKey, "0", { pin: "1357" });
    expect([wrong.status, wrong.body.error.code, wrong.body.error.message]).toEqual([401, "incorrectPin", "Incorrect PIN Code"]);
    const absurd = await loadShared(share.shareKey, "0", { pin: "x".repeat(65) });
    expect(absurd.status).toBe(400);
    const notDigits = await loadShared(share.shareKey, "0", { pin: "24689" });
    expect(notDigits.body.error.code).toBe("incorrectPin");
    const right = await loadShared(share.shareKey, "0", { pin: "2468" });
    expect(right.status).toBe(200);
    expect(JSON.stringify(right.body)).toContain(SECRET_TEXT);
    expect(right.body.shareInfo.hasPin).toBe(true);
    const cookie = right.headers.get("set-cookie")!.split(";")[0];
    const withCookie = await loadShared(share.shareKey, "0", {}, { cookie });
    expect(withCookie.status).toBe(200);
  });

  it("locks out after 5 wrong PINs from one address (429), even with the right one", async () => {
    const { share } = await createShare({ pin: "2468" });
    for (let i = 0; i < 5; i++) expect((await loadShared(share.shareKey, "0", { pin: "0000" }, { address: "10.9.1.1" })).status).toBe(401);
    const locked = await loadShared(share.shareKey, "0", { pin: "2468" }, { address: "10.9.1.1" });
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe("RATE_LIMITED");
  });

  it("answers 404 for disabled, expired, unknown and malformed shares, and bad bodies clearly", async () => {
    const disabled = await createShare({ enabled: false });
    const expired = await createShare({ expiryDate: new Date(Date.now() - 60_000) });
    const open = await createShare();
    for (const [key, n] of [[disabled.share.shareKey, "0"], [expired.share.shareKey, "0"], ["B".repeat(22), "0"], [open.share.shareKey, "3"], [open.share.shareKey, "abc"]]) {
      const answer = await loadShared(key, n, {});
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("NOT_FOUND");
    }
    expect((await loadShared("k".repeat(200), "0", {})).status).toBe(400);
    expect((await loadShared(open.share.shareKey, "0", "{not json")).status).toBe(400);
    expect((await loadShared(open.share.shareKey, "0", { pin: 1234 })).status).toBe(400);
  });
});

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#8c4f77" } }).png().toBuffer();

async function uploadImage(token: string, teamId: string, width = 900) {
  const data = new FormData();
  data.append("file", new Blob([new Uint8Array(await png(width, 600))]), "hall.png");
  const answer = await callRoute(uploadMedia, "POST", "/x", { token, params: { id: teamId }, form: data });
  return answer.body.attachmentId as string;
}

async function uploadAttachment(token: string, teamId: string) {
  const data = new FormData();
  data.append("file", new Blob([new TextEncoder().encode("programme")], { type: "text/plain" }), "programme.txt");
  const answer = await callRoute(uploadFile, "POST", "/x", { token, params: { id: teamId }, form: data });
  return answer.body.id as string;
}

type ItemHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function fetchItem(handler: ItemHandler, params: Record<string, string>, query: string, options: { cookie?: string; token?: string } = {}) {
  const headers = new Headers();
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  const response = await handler(new Request(`http://localhost:3000/x${query}`, { headers }), { params: Promise.resolve(params) });
  return { status: response.status, cacheControl: response.headers.get("cache-control"), bytes: (await response.arrayBuffer()).byteLength };
}

describe("media and files for share visitors (?share=)", () => {
  it("serves what an open share lists, and nothing else", async () => {
    const owner = await createUser();
    const { db } = await import("@/lib/db/client");
    const teamId = (await db.team.findFirstOrThrow({ where: { members: { some: { userId: owner.user.id } } } })).id;
    const listed = await uploadImage(owner.token, teamId);
    const otherImage = await (async () => {
      const data = new FormData();
      data.append("file", new Blob([new Uint8Array(await png(300, 200))]), "other.png");
      return (await callRoute(uploadMedia, "POST", "/x", { token: owner.token, params: { id: teamId }, form: data })).body.attachmentId as string;
    })();
    const file = await uploadAttachment(owner.token, teamId);
    const { share } = await createShare({ owner, mediaIds: [listed], fileIds: [file], media: [{ id: listed, width: 900, height: 600, mimeType: "image/png" }] });
    const q = `?share=${share.shareKey}`;

    const download = await fetchItem(mediaDownload as ItemHandler, { id: listed }, q);
    // Private and for an hour: no shared cache keeps serving it once the share is disabled or expires.
    expect([download.status, download.cacheControl]).toEqual([200, "private, max-age=3600"]);
    const sized = await fetchItem(mediaMaxWidth as ItemHandler, { id: listed, w: "480" }, q);
    expect(sized.status).toBe(200);
    expect(sized.cacheControl).toBe("private, max-age=3600");
    expect((await fetchItem(mediaFitted as ItemHandler, { id: listed, w: "320", h: "320" }, q)).status).toBe(200);
    expect((await fetchItem(fileDownload as ItemHandler, { id: file }, q)).status).toBe(200);

    // Not listed by the share, another share's key, no key: refused.
    expect((await fetchItem(mediaMaxWidth as ItemHandler, { id: otherImage, w: "480" }, q)).status).toBe(404);
    expect((await fetchItem(mediaDownload as ItemHandler, { id: otherImage }, q)).status).toBe(404);
    const other = await createShare();
    expect((await fetchItem(mediaDownload as ItemHandler, { id: listed }, `?share=${other.share.shareKey}`)).status).toBe(404);
    expect((await fetchItem(mediaDownload as ItemHandler, { id: listed }, "?share=../../x")).status).toBe(404);
    expect((await fetchItem(mediaDownload as ItemHandler, { id: listed }, "")).status).toBe(401);
    expect((await fetchItem(fileDownload as ItemHandler, { id: file }, "")).status).toBe(401);

    // A stranger with a session but without the share: 404, as before.
    const stranger = await createUser();
    expect((await fetchItem(mediaDownload as ItemHandler, { id: listed }, "", { token: stranger.token })).status).toBe(404);
    // Members as before (private cache).
    const member = await fetchItem(mediaDownload as ItemHandler, { id: listed }, "", { token: owner.token });
    expect([member.status, member.cacheControl]).toEqual([200, "private, max-age=31536000, immutable"]);

    // A disabled or expired share serves nothing any more.
    await db.snapshot.update({ where: { id: share.id }, data: { enabled: false } });
    expect((await fetchItem(mediaDownload as ItemHandler, { id: listed }, q)).status).toBe(404);
    await db.snapshot.update({ where: { id: share.id }, data: { enabled: true, expiryDate: new Date(Date.now() - 1000) } });
    expect((await fetchItem(fileDownload as ItemHandler, { id: file }, q)).status).toBe(404);
  });

  it("serves a PIN share's media only with its PIN cookie, privately", async () => {
    const owner = await createUser();
    const { db } = await import("@/lib/db/client");
    const teamId = (await db.team.findFirstOrThrow({ where: { members: { some: { userId: owner.user.id } } } })).id;
    const image = await uploadImage(owner.token, teamId);
    const { share } = await createShare({ owner, pin: "1122", mediaIds: [image] });
    const q = `?share=${share.shareKey}`;
    expect((await fetchItem(mediaMaxWidth as ItemHandler, { id: image, w: "480" }, q)).status).toBe(404);
    const unlocked = await loadShared(share.shareKey, "0", { pin: "1122" }, { address: "10.9.2.1" });
    const cookie = unlocked.headers.get("set-cookie")!.split(";")[0];
    const served = await fetchItem(mediaMaxWidth as ItemHandler, { id: image, w: "480" }, q, { cookie });
    expect([served.status, served.cacheControl]).toEqual([200, "private, max-age=3600"]);
  });

  it("serves a PIN share's landing image before the PIN (the landing page shows it), and nothing else", async () => {
    const owner = await createUser();
    const { db } = await import("@/lib/db/client");
    const teamId = (await db.team.findFirstOrThrow({ where: { members: { some: { userId: owner.user.id } } } })).id;
    const landing = await uploadImage(owner.token, teamId);
    const inside = await uploadImage(owner.token, teamId, 640);
    const { share } = await createShare({ owner, pin: "1122", mediaIds: [landing, inside], landingImageId: landing });
    const q = `?share=${share.shareKey}`;
    expect((await fetchItem(mediaMaxWidth as ItemHandler, { id: landing, w: "800" }, q)).status).toBe(200);
    expect((await fetchItem(mediaMaxWidth as ItemHandler, { id: inside, w: "480" }, q)).status).toBe(404);
  });
});

describe("GET /shared-assets/{file}", () => {
  const manifest = JSON.parse(readFileSync(path.resolve(".share-build/manifest.json"), "utf8")) as Record<string, string>;
  const asset = (file: string, headers: Record<string, string> = {}) =>
    sharedAsset(new Request(`http://localhost:3000/shared-assets/${encodeURIComponent(file)}`, { headers }), { params: Promise.resolve({ file }) });

  it("serves every built asset with its type, for good, uncompressed (the server compresses responses)", async () => {
    for (const [name, url] of Object.entries(manifest)) {
      const file = url.replace("/shared-assets/", "");
      const response = await asset(file);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type")).toMatch(name.endsWith(".css") ? /^text\/css/ : /^text\/javascript/);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(path.resolve(".share-build/assets", file)));
    }
    // next start gzips every response itself: a handler that compressed too would send gzip inside gzip.
    const asked = await asset(manifest["share.css"].replace("/shared-assets/", ""), { "accept-encoding": "gzip, br" });
    expect(asked.headers.get("content-encoding")).toBeNull();
  });

  it("refuses anything that is not a built asset's name", async () => {
    for (const file of ["../manifest.json", "..%2Fmanifest.json", "renderer.mjs", "../renderer.mjs", "share.css", "/etc/passwd", "share-view.ABCDEFGH.js.map", "x".repeat(300) + ".js", "share-view.ZZZZZZZZ.js"]) {
      expect((await asset(file)).status).toBe(404);
    }
  });
});
