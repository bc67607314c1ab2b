// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, SESSION_ENDED_URL } from "./api";

const ORIGIN = "http://localhost:3000";

let location: { origin: string; pathname: string; href: string };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  location = { origin: ORIGIN, pathname: "/dashboard", href: `${ORIGIN}/dashboard` };
  vi.stubGlobal("window", { location });
  vi.stubGlobal("document", { documentElement: { lang: "tr" } });
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("expected the call to fail");
}

describe("apiFetch", () => {
  it("sends JSON with the document language and same-origin credentials", async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));

    const result = await apiFetch<{ ok: boolean }>("/api/things", { method: "POST", body: { name: "Gala" } });

    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${ORIGIN}/api/things`);
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.body).toBe(JSON.stringify({ name: "Gala" }));
    expect(init.headers).toMatchObject({ "Accept-Language": "tr", "Content-Type": "application/json" });
  });

  it("turns a network failure into a 'network' error carrying the url", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));

    const error = await caught(apiFetch("/api/profile"));

    expect(error.kind).toBe("network");
    expect(error.status).toBe(0);
    expect(error.url).toBe(`${ORIGIN}/api/profile`);
    expect(error.message).toBe(`Could not connect url: ${ORIGIN}/api/profile`);
  });

  it("treats a 404 without a body as a connection problem", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 404 }));

    const error = await caught(apiFetch("/api/missing"));

    expect(error.kind).toBe("network");
    expect(error.url).toBe(`${ORIGIN}/api/missing`);
  });

  it("treats a 404 with a non-JSON body as a connection problem", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Not Found</html>", { status: 404 }));

    expect((await caught(apiFetch("/api/missing"))).kind).toBe("network");
  });

  it("reports an error status without a body as an internal error", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 500 }));

    const error = await caught(apiFetch("/api/documents"));

    expect(error.kind).toBe("internal");
    expect(error.status).toBe(500);
    expect(error.message).toBe("Internal server error");
  });

  it("passes the server's error message, code and fields through as is", async () => {
    const fields = [{ path: "email", message: "Enter a valid e-mail address." }];
    fetchMock.mockResolvedValue(
      Response.json({ error: { code: "INVALID_INPUT", message: "Some fields are not valid.", fields } }, { status: 400 }),
    );

    const error = await caught(apiFetch("/api/register", { method: "POST", body: {} }));

    expect(error.kind).toBe("server");
    expect(error.status).toBe(400);
    expect(error.code).toBe("INVALID_INPUT");
    expect(error.message).toBe("Some fields are not valid.");
    expect(error.fields).toEqual(fields);
  });

  it("sends the browser to the login page when a session ends", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ error: { code: "UNAUTHENTICATED", message: "Session ended please login" } }, { status: 401 }),
    );

    const error = await caught(apiFetch("/api/documents"));

    expect(error.kind).toBe("session-ended");
    expect(location.href).toBe(SESSION_ENDED_URL);
    expect(SESSION_ENDED_URL).toBe("/auth/login?session=ended");
  });

  it.each(["/api/login", "/api/loggedin"])("does not redirect on a 401 from %s", async (path) => {
    fetchMock.mockResolvedValue(
      Response.json({ error: { code: "AUTHENTICATION_FAILED", message: "Authentication failed." } }, { status: 401 }),
    );

    const error = await caught(apiFetch(path, { method: "POST", body: { username: "a", password: "b" } }));

    expect(error.kind).toBe("server");
    expect(error.message).toBe("Authentication failed.");
    expect(location.href).toBe(`${ORIGIN}/dashboard`);
  });

  it("returns undefined for an empty success answer", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiFetch("/api/logout", { method: "POST" })).resolves.toBeUndefined();
  });

  it("lets an aborted request fail with the abort error", async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException("Aborted", "AbortError"));

    await expect(apiFetch("/api/things", { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });
});
