import { readdir } from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { storageDriverName } from "@/lib/storage";

/**
 * Every stored key under a prefix (e.g. "media/<team>/"), relative to it, asked of the storage
 * itself rather than our code: the local folder, or the S3 bucket's listing.
 */
export async function storedKeys(prefix: string): Promise<string[]> {
  if (storageDriverName() === "local-disk") {
    const entries = await readdir(path.join(process.env.STORAGE_DIR!, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(path.join(process.env.STORAGE_DIR!, prefix), path.join(entry.parentPath, entry.name)));
  }
  const client = new S3Client({
    endpoint: process.env.S3_ENDPOINT,
    region: process.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: process.env.S3_ACCESS_KEY_ID!, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY! },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: process.env.S3_BUCKET, Prefix: prefix }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key!.slice(prefix.length));
}
