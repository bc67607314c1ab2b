// The "integration-s3" project: the media tests again, with the storage interface on its S3 driver
// against a real S3-compatible server (s3rver) started on this machine for each test file. The
// app picks the driver from the environment on every call, so setting it here is all it takes.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { storageDriverName } from "@/lib/storage";

export const TEST_BUCKET = "eventdocs-media-test";
let server: S3rver | undefined;
let directory: string | undefined;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "s3rver-media-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  Object.assign(process.env, {
    S3_BUCKET: TEST_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "eu-central-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
  if (storageDriverName() !== "s3") throw new Error("the S3 driver is not in use");
});

afterAll(async () => {
  await server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});
