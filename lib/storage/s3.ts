import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { assertSafeKey } from "./keys";
import { s3Settings } from "./s3-settings";

// S3-compatible object storage, used when S3_BUCKET is set. Clients are cached per settings, so a change of the
// environment (tests switch it) takes effect on the next call.
const clients = new Map<string, S3Client>();

function connect(): { client: S3Client; bucket: string } {
  const settings = s3Settings();
  if (!settings) throw new Error("S3 storage needs S3_BUCKET.");
  const cacheKey = JSON.stringify(settings);
  let client = clients.get(cacheKey);
  if (!client) {
    const { endpoint, region, accessKeyId, secretAccessKey } = settings;
    client = new S3Client({
      region,
      endpoint,
      // Self-hosted S3 servers (MinIO, s3rver, R2...) address buckets by path, not by sub-domain.
      forcePathStyle: Boolean(endpoint),
      // Without explicit keys the SDK's default chain applies (instance roles, AWS_* variables).
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    });
    clients.set(cacheKey, client);
  }
  return { client, bucket: settings.bucket };
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException
    ? error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata?.httpStatusCode === 404
    : false;

export async function putObject(key: string, bytes: Buffer): Promise<void> {
  const { client, bucket } = connect();
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: assertSafeKey(key), Body: bytes, ContentLength: bytes.length }));
}

export async function getObject(key: string): Promise<Buffer | null> {
  const { client, bucket } = connect();
  try {
    const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: assertSafeKey(key) }));
    if (!result.Body) return null;
    return Buffer.from(await result.Body.transformToByteArray());
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

export async function objectSize(key: string): Promise<number | null> {
  const { client, bucket } = connect();
  try {
    const result = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: assertSafeKey(key) }));
    return result.ContentLength ?? null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

// S3 answers a delete of a missing key with success already; a 404 from a stricter server is fine too.
export async function deleteObject(key: string): Promise<void> {
  const { client, bucket } = connect();
  try {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertSafeKey(key) }));
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}
