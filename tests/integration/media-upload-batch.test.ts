import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/team/[id]/media/route";
import { db } from "@/lib/db/client";
import { UPLOAD_DIR } from "@/lib/http/multipart-stream";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

// Batches in one request (issue 8: at most 20 files at once unless super admin) and the streamed
// reading of uploads: files go to temporary files that are always removed, whatever happens.

const leftovers = async () => (await readdir(UPLOAD_DIR).catch(() => [])).length;

async function teamOf(userId: string) {
  return (await db.team.findFirstOrThrow({ where: { members: { some: { userId } } } })).id;
}

const tinyPng = (shade: number) => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: shade, g: 40, b: 90 } } }).png().toBuffer();

async function batch(count: number) {
  const data = new FormData();
  for (let index = 0; index < count; index += 1) data.append("file", new Blob([new Uint8Array(await tinyPng(index))], { type: "image/png" }), `p${index}.png`);
  return data;
}

describe("upload batches", () => {
  it("stores every file of a batch and answers their ids in order", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const result = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: await batch(3) });
    expect(result.status).toBe(201);
    expect(result.body.attachmentIds).toHaveLength(3);
    expect(result.body.attachmentId).toBe(result.body.attachmentIds[0]);
    const names = await db.media.findMany({ where: { id: { in: result.body.attachmentIds } }, select: { sourceFileName: true } });
    expect(names.map((row) => row.sourceFileName).sort()).toEqual(["p0.png", "p1.png", "p2.png"]);
    expect(await leftovers()).toBe(0);
  });

  it("refuses 21 files at once with the spec's message and stores none", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const result = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: await batch(21) });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe("Maximum 20 files can be uploaded at once.");
    expect(await db.media.count({ where: { teamId } })).toBe(0);
    expect(await leftovers()).toBe(0);
  });

  it("lets a super admin upload more than 20 at once", async () => {
    const { user, token } = await createUser({ superAdmin: true });
    const teamId = await teamOf(user.id);
    const result = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: await batch(21) });
    expect(result.status).toBe(201);
    expect(result.body.attachmentIds).toHaveLength(21);
  });

  it("removes the partial temporary file when the connection drops mid-upload", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const whole = new Request("http://localhost/x", { method: "POST", body: await batch(1) });
    const type = whole.headers.get("content-type")!;
    const bytes = new Uint8Array(await whole.arrayBuffer());
    // Half of the body arrives, then the stream fails the way a dropped connection does.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.subarray(0, bytes.length / 2));
        setTimeout(() => controller.error(new Error("connection reset")), 10);
      },
    });
    const request = new Request("http://localhost:3000/x", { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": type }, body, duplex: "half" } as RequestInit);
    const response = await upload(request, { params: Promise.resolve({ id: teamId }) });
    expect(response.status).toBe(400);
    expect(await db.media.count({ where: { teamId } })).toBe(0);
    expect(await leftovers()).toBe(0);
  });

  it("refuses a body that is not multipart with a clear message", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const result = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, body: "not a form", headers: { "content-type": "text/plain" } });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBeTruthy();
  });
});
