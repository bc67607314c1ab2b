import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "./errors";
import { nulProblems } from "./validation";

// A multipart upload read as a stream: each file goes straight to a temporary file on disk (hashed
// on the way), so a 20 MB upload costs a few 64 KB buffers of memory, not 20 MB, and ten at once
// stay bounded. Text fields are small and kept in memory. Anything wrong (too large, too many files,
// cut off mid-stream, not multipart) removes what was written and answers a clear 4xx.

export interface SavedFile {
  /** The form field's name. */
  field: string;
  /** The temporary file; removed by `cleanup()`. */
  path: string;
  /** The client's file name, as sent (display only; never a path). */
  name: string;
  size: number;
  /** sha256 of the bytes, hex. */
  checksum: string;
}

export interface StreamedForm {
  fields: Record<string, string>;
  files: SavedFile[];
  /** Removes the temporary files; call it in a finally block. */
  cleanup: () => Promise<void>;
}

export interface StreamLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** The error a file over maxFileBytes raises (e.g. "Max file size limit is 20 MB"). */
  tooLarge: () => AppError;
  /** The error more than maxFiles files raise. */
  tooMany: () => AppError;
}

/** Per process, so one process's leftovers (there should be none) are told apart from another's. */
export const UPLOAD_DIR = path.join(tmpdir(), "eventdocs-uploads", String(process.pid));
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 10_000;

const invalidBody = () => new AppError("INVALID_INPUT", "invalidInput", {}, [{ path: "(body)", message: "validation.invalid" }]);

export async function streamMultipart(request: Request, limits: StreamLimits): Promise<StreamedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data") || !request.body) throw invalidBody();
  await mkdir(UPLOAD_DIR, { recursive: true });
  const files: SavedFile[] = [];
  const cleanup = async () => {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  };

  let parser: busboy.Busboy;
  try {
    // One file more than allowed is let through to the handler below, which turns it into the clear message.
    parser = busboy({ headers: { "content-type": contentType }, limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles + 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES } });
  } catch {
    throw invalidBody();
  }

  const fields: Record<string, string> = {};
  const writes: Promise<void>[] = [];
  let failure: AppError | null = null;
  const fail = (error: AppError) => {
    failure ??= error;
  };

  parser.on("field", (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) fail(invalidBody());
    else fields[name] = value;
  });
  parser.on("file", (field, stream, info) => {
    if (files.length >= limits.maxFiles) {
      fail(limits.tooMany());
      stream.resume();
      return;
    }
    const saved: SavedFile = { field, path: path.join(UPLOAD_DIR, randomBytes(16).toString("hex")), name: info.filename ?? "", size: 0, checksum: "" };
    files.push(saved);
    const hash = createHash("sha256");
    stream.on("data", (chunk: Buffer) => {
      saved.size += chunk.length;
      hash.update(chunk);
    });
    stream.on("limit", () => fail(limits.tooLarge()));
    writes.push(
      pipeline(stream, createWriteStream(saved.path, { mode: 0o600 })).then(
        () => {
          saved.checksum = hash.digest("hex");
        },
        () => fail(invalidBody()),
      ),
    );
  });
  parser.on("filesLimit", () => fail(limits.tooMany()));
  parser.on("fieldsLimit", () => fail(invalidBody()));

  try {
    const body = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);
    await pipeline(body, parser);
    await Promise.all(writes);
  } catch {
    // A body cut off mid-stream, or malformed multipart.
    fail(invalidBody());
    await Promise.allSettled(writes);
  }
  if (!failure) {
    const nul = nulProblems({ ...fields, ...Object.fromEntries(files.map((file) => [file.field, file.name])) });
    if (nul.length) failure = new AppError("INVALID_INPUT", "invalidInput", {}, nul);
  }
  if (failure) {
    await cleanup();
    throw failure;
  }
  return { fields, files, cleanup };
}
