import { MAX_UPLOAD_BYTES } from "@/lib/media/limits";
import { readBodyBytes } from "./body-bytes";
import { AppError } from "./errors";
import { jsonText, parseJsonObject } from "./json-body";
import { nulProblems } from "./validation";

/** A form holds one upload of at most MAX_UPLOAD_BYTES (MEDIA_MAX_UPLOAD_MB) and its few text fields. */
export const MAX_FORM_BYTES = Math.max(25 * 1024 * 1024, MAX_UPLOAD_BYTES + 5 * 1024 * 1024);

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
    // The one JSON reader (lib/http/json-body.ts): depth and syntax checked before anything walks it.
    const body = parseJsonObject(jsonText(bytes));
    refuseNul(body, {});
    return { fields: body, files: {} };
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
