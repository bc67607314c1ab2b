import { AppError } from "./errors";
import { MAX_JSON_BYTES, readBodyBytes } from "./body-bytes";

/**
 * How deep a JSON body may nest (objects and arrays). No request of the app comes close; a body of
 * "[[[[..." nested thousands deep parses fine but overflows the call stack of whatever walks it
 * recursively later (zod, JSON.stringify, Prisma), which answered an anonymous 500.
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** The body named as the bad field, with a message key translated on the way out (lib/http/respond.ts). */
const badBody = (message: "errors.malformedJson" | "errors.jsonTooDeep" | "validation.expectedObject") =>
  new AppError("INVALID_INPUT", "invalidInput", {}, [{ path: "(body)", message }]);

/**
 * Whether the JSON text nests deeper than `maxDepth`, found by one pass over its characters
 * (brackets inside strings do not count), before anything parses or walks it. Malformed text is
 * not judged here: JSON.parse refuses it next.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === BACKSLASH) at++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > maxDepth) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * Parses a JSON body's text: too deep (MAX_JSON_DEPTH) or malformed (truncated, not JSON) is a 400
 * naming the body. Every JSON body of the app comes through here (route(), readFormBody, next-auth's
 * routes), so the limits hold everywhere. An empty body reads as `empty`.
 */
export function parseJsonText(text: string, empty: unknown = {}): unknown {
  if (!text.trim()) return empty;
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw badBody("errors.jsonTooDeep");
  try {
    return JSON.parse(text);
  } catch {
    throw badBody("errors.malformedJson");
  }
}

/** The same, for a JSON object only (a form's fields sent as JSON). */
export function parseJsonObject(text: string): Record<string, unknown> {
  const value = parseJsonText(text, null);
  if (!value || typeof value !== "object" || Array.isArray(value)) throw badBody("validation.expectedObject");
  return value as Record<string, unknown>;
}

/** Decodes UTF-8 bytes; bytes that are not UTF-8 are malformed JSON (400), not replaced silently. */
export function jsonText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badBody("errors.malformedJson");
  }
}

/**
 * The request's JSON body, read with a byte cap (413 past `maxBytes`, chunked bodies included), then
 * checked and parsed by parseJsonText; an empty body reads as {}.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  return parseJsonText(jsonText(await readBodyBytes(request, maxBytes)));
}
