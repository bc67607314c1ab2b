import type { Messages } from "@/lib/i18n/messages";

// One error type for the whole server. Services throw it; lib/http/respond.ts turns it into a response.
export const ERROR_STATUS = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  AUTHENTICATION_FAILED: 401,
  PLAN_LIMIT: 402,
  FORBIDDEN: 403,
  P0003: 403, // activation required (the spec's code)
  NOT_FOUND: 404,
  CONFLICT: 409,
  VERSION_CONFLICT: 409, // a block saved from a stale version: the editor reloads it
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A key under `errors` in messages/*.json: type-checked, so a typo fails to compile. */
export type ErrorMessageKey = keyof Messages["errors"];

export interface FieldProblem {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Key under `errors` in messages/*.json; the response carries its translation. */
    readonly messageKey: ErrorMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly fields?: FieldProblem[],
  ) {
    super(`${code}: ${messageKey}`);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = () => new AppError("NOT_FOUND", "notFound");
export const forbidden = () => new AppError("FORBIDDEN", "forbidden");
export const unauthenticated = () => new AppError("UNAUTHENTICATED", "sessionEnded");
export const invalidInput = (messageKey: ErrorMessageKey, fields?: FieldProblem[], params?: Record<string, string | number>) =>
  new AppError("INVALID_INPUT", messageKey, params, fields);
