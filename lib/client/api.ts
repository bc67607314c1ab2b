// Browser-side JSON client for our own /api routes. No React here, so it is usable anywhere.

export interface ApiFieldProblem {
  path: string;
  message: string;
}

/**
 * - "network": the server could not be reached (or answered 404 without a JSON body): show errors.couldNotConnect with `url`.
 * - "internal": an error status without a usable body: show errors.internal.
 * - "session-ended": 401 outside the login probes; the browser is already on its way to the login page.
 * - "server": the server's own translated `{ error: { code, message, fields } }`; show `message` as is.
 */
export type ApiErrorKind = "network" | "internal" | "session-ended" | "server";

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** 0 when no response arrived. */
  readonly status: number;
  readonly code: string;
  readonly url: string;
  readonly fields?: ApiFieldProblem[];

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    code: string;
    message: string;
    url: string;
    fields?: ApiFieldProblem[];
  }) {
    super(init.message);
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.url = init.url;
    if (init.fields) this.fields = init.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiFetchOptions {
  /** GET by default, POST when a body is given. */
  method?: ApiMethod;
  /** Sent as JSON; FormData goes out as multipart unchanged. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export const SESSION_ENDED_URL = "/auth/login?session=ended";

// These two answer 401 as a normal result ("wrong password", "not logged in"), not as an expired session.
const SESSION_PROBES = new Set(["/api/login", "/api/loggedin"]);

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { body, signal } = options;
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const url = absoluteUrl(path);
  const isFormData = typeof FormData !== "undefined" && body instanceof FormData;

  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const language = documentLanguage();
  if (language) headers["Accept-Language"] = language;
  if (body !== undefined && !isFormData) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isFormData ? (body as FormData) : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    // A cancelled request is the caller's decision, not a connection problem.
    if (signal?.aborted) throw error;
    throw networkError(url);
  }

  const text = await response.text().catch(() => "");
  const data = parseJson(text);

  if (response.ok) {
    if (!text.trim()) return undefined as T;
    if (data === NOT_JSON) throw internalError(response.status, url);
    return data as T;
  }

  if (response.status === 401 && !SESSION_PROBES.has(pathnameOf(path))) {
    redirectToLogin();
    throw new ApiError({ kind: "session-ended", status: 401, code: "UNAUTHENTICATED", message: "Session ended please login", url });
  }

  if (response.status === 404 && (data === NOT_JSON || data === EMPTY)) throw networkError(url);

  const serverError = errorBodyOf(data);
  if (serverError) {
    throw new ApiError({ kind: "server", status: response.status, url, ...serverError });
  }
  throw internalError(response.status, url);
}

const NOT_JSON = Symbol("not json");
const EMPTY = Symbol("empty");

function parseJson(text: string): unknown {
  if (!text.trim()) return EMPTY;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

function errorBodyOf(data: unknown): { code: string; message: string; fields?: ApiFieldProblem[] } | undefined {
  if (!data || typeof data !== "object") return undefined;
  const error = (data as { error?: unknown }).error;
  if (!error || typeof error !== "object") return undefined;
  const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
  if (typeof message !== "string" || !message) return undefined;
  return {
    code: typeof code === "string" ? code : "UNKNOWN",
    message,
    fields: Array.isArray(fields) ? fields.filter(isFieldProblem) : undefined,
  };
}

function isFieldProblem(value: unknown): value is ApiFieldProblem {
  const field = value as ApiFieldProblem | null;
  return typeof field?.path === "string" && typeof field?.message === "string";
}

function networkError(url: string) {
  return new ApiError({ kind: "network", status: 0, code: "NETWORK", message: `Could not connect url: ${url}`, url });
}

function internalError(status: number, url: string) {
  return new ApiError({ kind: "internal", status, code: "INTERNAL", message: "Internal server error", url });
}

function documentLanguage(): string | undefined {
  return typeof document === "undefined" ? undefined : document.documentElement?.lang || undefined;
}

function absoluteUrl(path: string): string {
  const origin = typeof window === "undefined" ? undefined : window.location?.origin;
  if (!origin) return path;
  try {
    return new URL(path, origin).toString();
  } catch {
    return path;
  }
}

function pathnameOf(path: string): string {
  let pathname = path;
  try {
    pathname = new URL(path, "http://local").pathname;
  } catch {
    pathname = path.split(/[?#]/)[0];
  }
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function redirectToLogin() {
  if (typeof window === "undefined" || !window.location) return;
  // Already there: reloading the login page would loop.
  if (window.location.pathname?.startsWith("/auth/login")) return;
  // A full page load on purpose: it drops every piece of client state of the ended session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.href = SESSION_ENDED_URL;
}
