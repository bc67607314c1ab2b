import * as localDisk from "./local-disk";
import { s3Settings } from "./s3-settings";

// The app's one storage interface. The driver is chosen on every call from the environment (S3_BUCKET set:
// S3-compatible object storage, otherwise local disk), so a process or a test can switch by setting variables.
export type StorageDriver = {
  putObject(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  getObject(key: string): Promise<Buffer | null>;
  /** The stored size in bytes, or null when nothing is stored under the key. */
  objectSize(key: string): Promise<number | null>;
  /** Removing a key that holds nothing is not an error. */
  deleteObject(key: string): Promise<void>;
};

export type StorageDriverName = "s3" | "local-disk";

export function storageDriverName(): StorageDriverName {
  return s3Settings() ? "s3" : "local-disk";
}

// The AWS SDK is loaded only by a process that uses S3; the embedded default never pays for it.
async function driver(): Promise<StorageDriver> {
  return storageDriverName() === "s3" ? await import("./s3") : localDisk;
}

export const putObject: StorageDriver["putObject"] = async (key, bytes) => (await driver()).putObject(key, bytes);
export const getObject: StorageDriver["getObject"] = async (key) => (await driver()).getObject(key);
export const objectSize: StorageDriver["objectSize"] = async (key) => (await driver()).objectSize(key);
export const deleteObject: StorageDriver["deleteObject"] = async (key) => (await driver()).deleteObject(key);
