import "server-only";
import { readBodyBytes } from "@/lib/http/body-bytes";

/** A PIN form is a few bytes; anything past this is not a PIN. */
const MAX_PIN_FORM_BYTES = 2048;

/**
 * The `pin` field of the PIN form (url-encoded or multipart), or null when the body is too large,
 * malformed or has none: the caller answers that as a wrong format, never as a server error.
 */
export async function readPinForm(request: Request): Promise<string | null> {
  try {
    const bytes = await readBodyBytes(request, MAX_PIN_FORM_BYTES);
    const type = request.headers.get("content-type") ?? "";
    if (type.includes("multipart/form-data")) {
      const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
      const value = form.get("pin");
      return typeof value === "string" ? value : null;
    }
    return new URLSearchParams(new TextDecoder().decode(bytes)).get("pin");
  } catch {
    return null;
  }
}
