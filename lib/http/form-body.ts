import { AppError } from "./errors";

const MAX_FORM_BYTES = 25 * 1024 * 1024;

/** Reads a multipart form (or, for API clients, a JSON object) into text fields and files. */
export async function readFormBody(request: Request): Promise<{ fields: Record<string, unknown>; files: Record<string, File> }> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "payloadTooLarge");
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = await request.json().catch(() => null);
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new AppError("INVALID_INPUT", "invalidInput", {}, [{ path: "(body)", message: "validation.expectedObject" }]);
    return { fields: body as Record<string, unknown>, files: {} };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError("INVALID_INPUT", "invalidInput", {}, [{ path: "(body)", message: "validation.invalid" }]);
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else files[key] = value;
  }
  return { fields, files };
}
