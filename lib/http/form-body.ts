import { MAX_UPLOAD_BYTES } from "@/lib/media/limits";
import { AppError } from "./errors";
import { nulProblems } from "./validation";

export const MAX_JSON_BYTES = 1_000_000;
/** A form holds one upload of at most MAX_UPLOAD_BYTES (MEDIA_MAX_UPLOAD_MB) and its few text fields. */
export const MAX_FORM_BYTES = Math.max(25 * 1024 * 1024, MAX_UPLOAD_BYTES + 5 * 1024 * 1024);

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "payloadTooLarge");

/**
 * Reads a request body, refusing (413) as soon as it grows past `maxBytes`. Content-Length is only a
 * shortcut: a chunked body has none, so the stream itself is counted and reading stops at the cap.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const expectedObject = () => new AppError("INVALID_INPUT", "invalidInput", {}, [{ path: "(body)", message: "validation.expectedObject" }]);

/**
 * Refuses (400 naming each field) text fields and file names holding U+0000, which PostgreSQL cannot
 * store: callers parse fields with parseOrThrow, which refuses them too, but some read a field or a
 * file's name directly.
 */
function refuseNul(fields: Record<string, unknown>, files: Record<string, File>) {
  const problems = [...nulProblems(fields), ...nulProblems(Object.fromEntries(Object.entries(files).map(([key, file]) => [key, file.name])))];
  if (problems.length) throw new AppError("INVALID_INPUT", "invalidInput", {}, problems);
}

/** Reads a multipart form (or, for API clients, a JSON object) into text fields and files; no text may hold U+0000 (400). */
export async function readFormBody(request: Request): Promise<{ fields: Record<string, unknown>; files: Record<string, File> }> {
  const type = request.headers.get("content-type") ?? "";
  const bytes = await readBodyBytes(request, MAX_FORM_BYTES);
  if (type.includes("application/json")) {
    let body: unknown = null;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw expectedObject();
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) throw expectedObject();
    refuseNul(body as Record<string, unknown>, {});
    return { fields: body as Record<string, unknown>, files: {} };
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("INVALID_INPUT", "invalidInput", {}, [{ path: "(body)", message: "validation.invalid" }]);
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else files[key] = value;
  }
  refuseNul(fields, files);
  return { fields, files };
}
