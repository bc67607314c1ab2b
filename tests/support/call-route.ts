type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallOptions {
  body?: unknown;
  form?: FormData;
  params?: Record<string, string>;
  query?: Record<string, string>;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
  /** The session cookie the answer set, ready to send back as a Cookie header. */
  cookie?: string;
}

/** Calls a route handler with a real Request, the way Next does, and reads the answer. */
export async function callRoute<T = any>(handler: Handler, method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(path, "http://localhost:3000");
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers({ "accept-language": "en", "x-forwarded-for": "10.0.0.1", ...options.headers });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const response = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  const session = response.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
  return { status: response.status, body: parsed as T, headers: response.headers, cookie: session?.split(";")[0] };
}
