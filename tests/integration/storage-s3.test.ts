import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/media/download/[id]/route";
import { POST as upload } from "@/app/api/team/[id]/media/route";
import { db } from "@/lib/db/client";
import { getObject as getLocalObject } from "@/lib/storage/local-disk";
import { deleteObject, getObject, objectSize, putObject, storageDriverName } from "@/lib/storage";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

// A real S3-compatible server (s3rver) runs on this machine for the duration of the file; the storage interface
// is switched between its two drivers through the environment, exactly as the app reads it.
const BUCKET = "eventdocs-test";
const S3_VARS = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const saved = Object.fromEntries(S3_VARS.map((name) => [name, process.env[name]]));
let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  useLocalDisk();
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

function useS3() {
  Object.assign(process.env, { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: "eu-central-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" });
}

function useLocalDisk() {
  for (const name of S3_VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  delete process.env.S3_BUCKET;
}

// Asks the S3 server directly, without our code, whether it holds an object.
async function s3Holds(key: string): Promise<boolean> {
  const client = new S3Client({ region: "eu-central-1", endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  try {
    await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

const drivers = [
  { name: "local-disk", select: useLocalDisk },
  { name: "s3", select: useS3 },
] as const;

describe.each(drivers)("storage contract: $name", ({ name, select }) => {
  beforeAll(() => select());
  afterAll(() => useLocalDisk());

  it("is the driver the environment selects", () => {
    expect(storageDriverName()).toBe(name);
  });

  it("stores, reads, sizes, overwrites and deletes an object", async () => {
    const key = `contract/${name}/${crypto.randomUUID()}/file.txt`;
    await putObject(key, Buffer.from("first"));
    expect((await getObject(key))?.toString()).toBe("first");
    await putObject(key, Buffer.from("second version"));
    expect((await getObject(key))?.toString()).toBe("second version");
    expect(await objectSize(key)).toBe(14);
    await deleteObject(key);
    expect(await getObject(key)).toBeNull();
    expect(await objectSize(key)).toBeNull();
  });

  it("answers null for a key that holds nothing, and deleting it again is not an error", async () => {
    const key = `contract/${name}/${crypto.randomUUID()}/missing.bin`;
    expect(await getObject(key)).toBeNull();
    await expect(deleteObject(key)).resolves.toBeUndefined();
  });

  it("keeps binary bytes intact", async () => {
    const key = `contract/${name}/${crypto.randomUUID()}/bytes.bin`;
    const bytes = Buffer.alloc(70_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) % 256;
    await putObject(key, bytes);
    expect((await getObject(key))?.equals(bytes)).toBe(true);
    await deleteObject(key);
  });

  it("refuses keys that try to escape the storage root", async () => {
    for (const key of ["../outside.txt", "media/../../outside.txt", "/etc/passwd", "media//x", "", "media/./x"]) {
      await expect(putObject(key, Buffer.from("x")), key).rejects.toThrow(/escapes the storage root/);
      await expect(getObject(key), key).rejects.toThrow(/escapes the storage root/);
      await expect(deleteObject(key), key).rejects.toThrow(/escapes the storage root/);
    }
  });
});

describe("media through the app on S3", () => {
  beforeAll(() => useS3());
  afterAll(() => useLocalDisk());

  it("uploads an image through the upload route and serves the same bytes back from the S3 server", async () => {
    const { user, token } = await createUser();
    const teamId = (await db.team.findFirstOrThrow({ where: { members: { some: { userId: user.id } } } })).id;
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#3a6f8f" } }).png().toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)]), "harbour.png");

    const uploaded = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form });
    expect(uploaded.status).toBe(201);
    const row = await db.media.findUniqueOrThrow({ where: { id: uploaded.body.attachmentId } });
    expect(await s3Holds(row.storageKey)).toBe(true);
    // Nothing went to the local disk: the S3 server is the only place the bytes live.
    expect(await getLocalObject(row.storageKey)).toBeNull();

    const served = await download(new Request("http://localhost:3000/x", { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({ id: row.id }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });
});
