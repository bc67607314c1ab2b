// The S3 settings from the environment, read on every call (not at import) so a process or a test can switch
// drivers by setting variables. Kept apart from the driver so choosing a driver never loads the AWS SDK.
export type S3Settings = { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string };

const env = (name: string) => process.env[name]?.trim() || undefined;

/** The settings of S3-compatible storage, or null when S3_BUCKET is not set (local disk is used then). */
export function s3Settings(): S3Settings | null {
  const bucket = env("S3_BUCKET");
  if (!bucket) return null;
  return { bucket, endpoint: env("S3_ENDPOINT"), region: env("S3_REGION") ?? "us-east-1", accessKeyId: env("S3_ACCESS_KEY_ID"), secretAccessKey: env("S3_SECRET_ACCESS_KEY") };
}
