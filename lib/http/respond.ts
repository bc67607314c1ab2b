import { randomUUID } from "node:crypto";
import type { Translator } from "@/lib/i18n/translator";
import { AppError, ERROR_STATUS, type FieldProblem } from "./errors";

export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldProblem[] };
}

export function json(data: unknown, init: ResponseInit = {}): Response {
  return Response.json(data, { ...init, headers: { "cache-control": "no-store", ...init.headers } });
}

/** Field messages may be message keys ("validation.email", "errors.emailTaken"); anything else is already text. */
function translateKey(message: string, t: Translator): string {
  return /^(errors|validation)\.[A-Za-z]+$/.test(message) ? t(message as never) : message;
}

function prismaCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && /^P\d{4}$/.test(code) ? code : undefined;
}

/** SQLSTATEs of text PostgreSQL cannot store: U+0000 in text (22021) and in JSON (22P05). */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

/**
 * The PostgreSQL error code (SQLSTATE) behind a database error, wherever it is carried: Prisma wraps
 * the driver adapter's error in meta.driverAdapterError.cause (model and raw queries alike); a bare
 * driver error carries it itself (code, or originalCode on a DriverAdapterError).
 */
function sqlState(error: unknown): string | undefined {
  type Coded = { code?: unknown; originalCode?: unknown; cause?: Coded; meta?: { code?: unknown; driverAdapterError?: Coded } };
  const e = error as Coded | null | undefined;
  const candidates = [
    e?.meta?.driverAdapterError?.cause?.originalCode,
    e?.meta?.driverAdapterError?.cause?.code,
    e?.meta?.code,
    e?.cause?.originalCode,
    e?.cause?.code,
    e?.originalCode,
    e?.code,
  ];
  return candidates.find((code): code is string => typeof code === "string" && /^[0-9A-Z]{5}$/.test(code));
}

/**
 * The one place that turns a thrown error into an answer. Known errors keep their status and a
 * translated message; Prisma's unique violation and missing record become 409 and 404 (matched by
 * code, never by text); text the database cannot store (U+0000, refused earlier by parseOrThrow: this
 * is the last line of defence) is a 400; anything else is a 500 with a generic body and a request id
 * in the log.
 */
export function errorResponse(error: unknown, t: Translator): Response {
  if (error instanceof AppError) {
    const fields = error.fields?.map((field) => ({ path: field.path, message: translateKey(field.message, t) }));
    const headline = t(`errors.${error.messageKey}` as never, error.params as never);
    // The message names each bad field, so a client that shows only `message` still tells the user what to fix.
    const message = fields?.length && error.messageKey === "invalidInput" ? `${headline} ${fields.map((f) => `${f.path}: ${f.message}`).join(" ")}` : headline;
    const body: ErrorBody = { error: { code: error.code, message, ...(fields ? { fields } : {}) } };
    return json(body, { status: error.status });
  }
  const code = prismaCode(error);
  if (code === "P2002") return json({ error: { code: "CONFLICT", message: t("errors.conflict") } }, { status: ERROR_STATUS.CONFLICT });
  if (code === "P2025") return json({ error: { code: "NOT_FOUND", message: t("errors.notFound") } }, { status: ERROR_STATUS.NOT_FOUND });
  const state = sqlState(error);
  if (state && UNSTORABLE_TEXT.has(state)) {
    return json({ error: { code: "INVALID_INPUT", message: t("errors.nulCharacter") } }, { status: ERROR_STATUS.INVALID_INPUT });
  }
  const requestId = randomUUID();
  console.error(`[request ${requestId}]`, error);
  return json({ error: { code: "INTERNAL", message: t("errors.internal"), requestId } }, { status: 500 });
}
