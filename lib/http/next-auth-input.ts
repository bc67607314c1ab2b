import { NextRequest } from "next/server";
import { readBodyBytes } from "./body-bytes";
import type { Translator } from "@/lib/i18n/translator";
import { AppError, notFound } from "./errors";
import { jsonText, parseJsonObject } from "./json-body";
import { errorResponse } from "./respond";

/** next-auth 4's actions (/api/auth/{action}/...); it answers anything else with a plain-text 400. */
const NEXT_AUTH_ACTIONS = new Set(["providers", "session", "csrf", "signin", "signout", "callback", "verify-request", "error", "_log"]);

/** Refuses (404 in the error model) a path under /api/auth/ that names no next-auth action. */
export function refuseUnknownAction(action: string | undefined) {
  if (!action || !NEXT_AUTH_ACTIONS.has(action)) throw notFound();
}

/**
 * next-auth answers some refusals as plain text ("Error: This action with HTTP GET is not
 * supported", or "[object Object]" for a session update without its CSRF token). Those become the
 * error model with the same status; its JSON answers, pages and redirects pass as they are.
 */
export function nextAuthAnswerInErrorModel(response: Response, t: Translator): Response {
  const type = response.headers.get("content-type") ?? "";
  if (response.status < 400 || type.includes("application/json") || type.includes("text/html")) return response;
  const code = response.status === 404 ? "NOT_FOUND" : response.status === 400 ? "INVALID_INPUT" : null;
  if (!code) return response;
  return errorResponse(new AppError(code, code === "NOT_FOUND" ? "notFound" : "invalidInput"), t);
}

/** next-auth's posts (sign-in, sign-out, session update) are a few fields; anything larger is not one of them (413). */
export const MAX_NEXT_AUTH_BODY_BYTES = 64 * 1024;

const unsupportedType = () => new AppError("INVALID_INPUT", "invalidInput", {}, [{ path: "(body)", message: "errors.unsupportedContentType" }]);

/**
 * next-auth reads a POST body itself (JSON with req.json(), or a url-encoded form) and answers a 500
 * to a body it cannot parse. The body is read and checked here first, with the app's one JSON
 * reader (depth, syntax, an object), and handed on as a fresh request holding the same bytes.
 * Throws the 400 or 413 to answer; a request without a body passes as it is.
 */
export async function checkedNextAuthRequest(request: NextRequest): Promise<NextRequest> {
  if (request.method !== "POST" || !request.body) return request;
  const bytes = await readBodyBytes(request, MAX_NEXT_AUTH_BODY_BYTES);
  const type = request.headers.get("content-type") ?? "";
  if (bytes.byteLength) {
    if (type.includes("application/json")) parseJsonObject(jsonText(bytes));
    else if (type.includes("application/x-www-form-urlencoded")) jsonText(bytes); // UTF-8, or 400
    else throw unsupportedType();
  }
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  // An empty body is handed on as none: next-auth would call req.json() on it and fail.
  return new NextRequest(request.url, { method: "POST", headers, body: bytes.byteLength ? bytes : undefined });
}
