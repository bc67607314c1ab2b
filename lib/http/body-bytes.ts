import { AppError } from "./errors";

/** The largest JSON body a route reads (413 past it). */
export const MAX_JSON_BYTES = 1_000_000;

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
