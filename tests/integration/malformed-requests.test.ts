import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as unknownPath from "@/app/api/[[...path]]/route";
import { POST as nextAuthPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as rsvpSubmit } from "@/app/api/form/rsvp/[segmentId]/route";
import { MAX_NEXT_AUTH_BODY_BYTES, nextAuthAnswerInErrorModel } from "@/lib/http/next-auth-input";
import { translatorFor } from "@/lib/i18n/translator";
import { proxy } from "@/proxy";
import { callRoute } from "../support/call-route";

// The findings of the hardening review, each reproduced from outside first: every one answered a 500
// (or, for an unknown API path, a redirect to an HTML page). Each now gets a 4xx in the error model.

type ErrorBody = { error: { code: string; message: string; fields?: { path: string; message: string }[] } };

const DEEP = '{"a":'.repeat(5000) + "1" + "}".repeat(5000);

describe("a deeply nested JSON body", () => {
  it("is refused with 400 naming the body, for an anonymous RSVP to any block (was a 500 from JSON.stringify)", async () => {
    expect(DEEP.length).toBeGreaterThan(29_000);
    const result = await callRoute<ErrorBody>(rsvpSubmit, "POST", "/api/form/rsvp/anything", { params: { segmentId: "anything" }, body: DEEP });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe("INVALID_INPUT");
    expect(result.body.error.fields).toEqual([{ path: "(body)", message: "The request body is nested too deeply." }]);
  });

  it("is refused in the caller's language, as is a truncated body", async () => {
    const deep = await callRoute<ErrorBody>(rsvpSubmit, "POST", "/x", { params: { segmentId: "anything" }, body: DEEP, headers: { "accept-language": "tr" } });
    expect(deep.body.error.fields).toEqual([{ path: "(body)", message: "İstek gövdesi çok derin iç içe geçmiş." }]);
    const truncated = await callRoute<ErrorBody>(rsvpSubmit, "POST", "/x", { params: { segmentId: "anything" }, body: '{"a":', headers: { "accept-language": "es" } });
    expect([truncated.status, truncated.body.error.fields]).toEqual([400, [{ path: "(body)", message: "El cuerpo de la solicitud no es un JSON válido." }]]);
  });
});

describe("broken percent-encoding in a path", () => {
  // Next fails to decode these before any route runs (a bare 500); the proxy runs first and answers.
  it("is a 400 in the error model on an API route (GET /api/document/%E0%A4%A)", async () => {
    const answer = proxy(new NextRequest("http://localhost:3000/api/document/%E0%A4%A", { headers: { accept: "application/json" } }));
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as ErrorBody;
    expect(body.error.code).toBe("INVALID_INPUT");
    expect(body.error.fields?.[0].path).toBe("(path)");
  });

  it("is a 400 page on the public share route (GET /shared/%E0%A4%A/0), in the visitor's language", async () => {
    const answer = proxy(new NextRequest("http://localhost:3000/shared/%E0%A4%A/0", { headers: { "accept-language": "it-IT,it;q=0.9" } }));
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toContain("text/html");
    const html = await answer.text();
    expect(html).toContain('lang="it"');
    expect(html).toContain("Questo indirizzo non è valido");
    expect(html).toContain('<a href="/">');
  });
});

describe("next-auth's routes given bad input", () => {
  const post = (body: BodyInit, type: string, headers: Record<string, string> = {}) =>
    nextAuthPost(new NextRequest("http://localhost:3000/api/auth/session", { method: "POST", body, headers: { "content-type": type, "accept-language": "en", ...headers } }), {
      params: Promise.resolve({ nextauth: ["session"] }),
    });

  it("answer a truncated JSON body (POST /api/auth/session with {\"a\":) with 400 in the error model", async () => {
    const answer = await post('{"a":', "application/json");
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: { code: "INVALID_INPUT", message: "Some fields are not valid. (body): The request body is not valid JSON.", fields: [{ path: "(body)", message: "The request body is not valid JSON." }] },
    });
  });

  it("answer a deep body, a JSON array, a wrong content type and a body too large with a 4xx in the error model", async () => {
    const cases: [BodyInit, string, number, string][] = [
      [DEEP, "application/json", 400, "The request body is nested too deeply."],
      ["[1]", "application/json", 400, "The request body must be a JSON object."],
      ["csrfToken=x", "text/plain", 400, "This request must be sent as JSON or as a form (application/x-www-form-urlencoded)."],
      [new Uint8Array([0x61, 0x3d, 0xff]), "application/x-www-form-urlencoded", 400, "The request body is not valid JSON."],
      ["a=".padEnd(MAX_NEXT_AUTH_BODY_BYTES + 10, "x"), "application/x-www-form-urlencoded", 413, ""],
    ];
    for (const [body, type, status, field] of cases) {
      const answer = await post(body, type);
      const json = (await answer.json()) as ErrorBody;
      expect(answer.status, `${type} ${String(body).slice(0, 20)}`).toBe(status);
      if (field) expect(json.error.fields?.[0]).toEqual({ path: "(body)", message: field });
      else expect(json.error.code).toBe("PAYLOAD_TOO_LARGE");
    }
  });
});

describe("next-auth's own refusals", () => {
  it("answer a path that names no next-auth action with 404 in the error model", async () => {
    const answer = await nextAuthPost(new NextRequest("http://localhost:3000/api/auth/nonsense", { method: "POST", headers: { "accept-language": "en" } }), {
      params: Promise.resolve({ nextauth: ["nonsense"] }),
    });
    expect([answer.status, await answer.json()]).toEqual([404, { error: { code: "NOT_FOUND", message: "Not found." } }]);
  });

  it("turn next-auth's plain-text 4xx answers into the error model and leave its JSON, pages and redirects alone", async () => {
    const t = translatorFor("en");
    // What next-auth answers a session update without its CSRF token: a 400 with "[object Object]".
    const plain = nextAuthAnswerInErrorModel(new Response("[object Object]", { status: 400 }), t);
    expect([plain.status, await plain.json()]).toEqual([400, { error: { code: "INVALID_INPUT", message: "Some fields are not valid." } }]);
    const json = new Response("{}", { status: 400, headers: { "content-type": "application/json" } });
    expect(nextAuthAnswerInErrorModel(json, t)).toBe(json);
    const redirect = new Response(null, { status: 302, headers: { location: "/auth/login" } });
    expect(nextAuthAnswerInErrorModel(redirect, t)).toBe(redirect);
  });
});

describe("an API path no route handles", () => {
  it("answers 404 in the error model, in JSON, for every method (GET /api/nonexistent/deeper/path was a 307 to the login page)", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      const result = await callRoute<ErrorBody>(unknownPath[method], method, "/api/nonexistent/deeper/path", {
        params: { path: ["nonexistent", "deeper", "path"] } as never,
        headers: { accept: "application/json", "accept-language": "de" },
        body: method === "GET" ? undefined : '{"a":',
      });
      expect([method, result.status, result.headers.get("content-type"), result.body.error.code]).toEqual([method, 404, "application/json", "NOT_FOUND"]);
      expect(result.body.error.message).toBe("Nicht gefunden.");
    }
  });
});
