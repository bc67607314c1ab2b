import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/team/[id]/media/route";
import { db } from "@/lib/db/client";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { storedKeys } from "../support/stored-keys";

// Hostile uploads (issue 8 "Bad input"): each is refused with a clear message, never a 500, and
// leaves neither a Media row nor a stored file behind.

async function teamOf(userId: string) {
  return (await db.team.findFirstOrThrow({ where: { members: { some: { userId } } } })).id;
}

function form(bytes: Uint8Array, name: string, type = "") {
  const data = new FormData();
  data.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

/** Every file stored for the workspace, whichever storage driver runs. */
const storedFiles = (teamId: string) => storedKeys(`media/${teamId}/`);

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares 30000x30000 pixels (900 megapixels). */
function decompressionBomb() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = deflateSync(Buffer.alloc(30001 * 16)); // the first rows only: the rest would be gigabytes
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), pngChunk("IHDR", header), pngChunk("IDAT", rows), pngChunk("IEND", Buffer.alloc(0))]);
}

const photo = (format: "jpeg" | "png") =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })[format]().toBuffer();

describe("hostile media uploads", () => {
  it.each([
    ["a truncated JPEG", async () => (await photo("jpeg")).subarray(0, 3000), "cut.jpg", "image/jpeg", 400, "Only image files can be uploaded."],
    ["a decompression bomb", async () => decompressionBomb(), "bomb.png", "image/png", 400, "Only image files can be uploaded."],
    [
      "an SVG with a script",
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>'),
      "logo.svg",
      "image/svg+xml",
      400,
      "Only image files can be uploaded.",
    ],
    ["zero bytes", async () => Buffer.alloc(0), "empty.jpg", "image/jpeg", 400, "Only image files can be uploaded."],
    ["a file above 20 MB", async () => Buffer.alloc(20 * 1024 * 1024 + 1, 7), "huge.jpg", "image/jpeg", 413, "Max file size limit is 20 MB"],
  ])("refuses %s with a clear message and stores nothing", async (_label, bytes, name, type, status, message) => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const result = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(await bytes(), name, type) });
    expect(result.status).toBe(status);
    expect(result.body.error.message).toBe(message);
    expect(await db.media.count({ where: { teamId } })).toBe(0);
    expect(await storedFiles(teamId)).toEqual([]);
  });

  it("stores a PNG that claims to be a JPEG as the PNG it is", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const png = await photo("png");
    const result = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(png, "holiday.jpg", "image/jpeg") });
    expect(result.status).toBe(201);
    const row = await db.media.findUniqueOrThrow({ where: { id: result.body.attachmentId } });
    expect([row.mimeType, row.storageKey.endsWith("/original.png")]).toEqual(["image/png", true]);
  });

  it("keeps only the last segment of a path-traversal file name, and stores under its own key", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const result = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(await photo("png"), "../../..\\..\\etc/passwd.png", "image/png") });
    expect(result.status).toBe(201);
    const row = await db.media.findUniqueOrThrow({ where: { id: result.body.attachmentId } });
    expect([row.sourceFileName, row.name, row.storageKey]).toEqual(["passwd.png", "passwd", `media/${teamId}/${row.id}/original.png`]);
    expect(await storedFiles(teamId)).toEqual(expect.arrayContaining([path.join(row.id, "original.png")]));
  });

  it("refuses an upload cut off mid-stream", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const whole = new Request("http://localhost/x", { method: "POST", body: form(await photo("jpeg"), "a.jpg", "image/jpeg") });
    const type = whole.headers.get("content-type")!;
    const bytes = Buffer.from(await whole.arrayBuffer());
    const cut = await upload(
      new Request("http://localhost:3000/x", { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": type }, body: bytes.subarray(0, bytes.length / 2) }),
      { params: Promise.resolve({ id: teamId }) },
    );
    expect(cut.status).toBe(400);
    expect(await db.media.count({ where: { teamId } })).toBe(0);
    expect(await storedFiles(teamId)).toEqual([]);
  });
});
