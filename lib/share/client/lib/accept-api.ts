// The share view's deal calls from the Accept block's dialogs: JSON in, JSON out, and the error model
// of every API answer ({ error: { code, message, fields? } }, the message already in the reader's
// language). A call that never got an answer (offline, a dropped connection) is `problem: null`.

export interface FieldMessage {
  path: string;
  message: string;
}

export interface ApiProblem {
  status: number;
  code: string;
  message: string;
  fields: FieldMessage[];
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; problem: ApiProblem | null };

function problemOf(status: number, body: unknown): ApiProblem {
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  const fields = Array.isArray(error?.fields)
    ? error.fields.filter((field): field is FieldMessage => typeof field?.path === "string" && typeof field?.message === "string")
    : [];
  return {
    status,
    code: typeof error?.code === "string" ? error.code : "",
    message: typeof error?.message === "string" ? error.message : "",
    fields,
  };
}

export async function postJson<T>(url: string, body: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "accept-language": document.documentElement.lang || "en" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, problem: null };
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  return response.ok ? { ok: true, data: data as T } : { ok: false, problem: problemOf(response.status, data) };
}
