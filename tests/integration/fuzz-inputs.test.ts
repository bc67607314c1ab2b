import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import type { ApiContract } from "@/lib/http/contract";
import { MAX_JSON_DEPTH } from "@/lib/http/json-body";
import { allContracts } from "@/lib/http/openapi-contracts";
import { createDocument } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { listRouteFiles } from "../support/route-files";

/**
 * Walks every route of the OpenAPI document (lib/http/openapi-contracts.ts) with hostile input and
 * accepts no 5xx: a body nested far deeper than MAX_JSON_DEPTH (the reported 30 KB attack), a
 * truncated JSON body, a body of a content type no route reads, and a path parameter whose
 * percent-encoding does not decode (as if Next had handed it on undecoded). The caller is an active
 * super admin with real ids in the path, so the input gets as far into each route as it can; every
 * route that reads a JSON body must refuse the bad ones with 400 naming the body.
 *
 * A broken percent-encoding in the address itself never reaches a route: Next fails on it first, and
 * the proxy answers it (tests/unit/proxy-public-paths.test.ts, checked against `next start` too).
 */

type ErrorBody = { error?: { code: string; message: string; fields?: { path: string; message: string }[] } };

const DEEP = '{"a":'.repeat(5000) + "1" + "}".repeat(5000);
const TRUNCATED = '{"a":';
const BROKEN_PARAM = "%E0%A4%A";
const WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

async function ownIds() {
  const owner = await createUser({ superAdmin: true });
  const teamId = await firstTeamOf(owner.user.id);
  const doc = await createDocument(owner.user.id, teamId, {});
  return { owner, teamId, documentId: doc.id };
}

/** A value for each path parameter that its schema accepts, so a refusal is about the input under test. */
function paramValue(name: string, ids: Awaited<ReturnType<typeof ownIds>>): string {
  const byName: Record<string, string> = {
    w: "320",
    h: "240",
    n: "0",
    recipient: "0",
    size: "large2x",
    role: "ADMIN",
    photoId: "123",
    team: ids.teamId,
    teamId: ids.teamId,
    docId: ids.documentId,
    nextauth: "session",
  };
  return byName[name] ?? ids.documentId;
}

const paramNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

async function loadHandler(contract: ApiContract) {
  const file = listRouteFiles().find((r) => r.path === contract.path && r.methods.includes(contract.method));
  if (!file) throw new Error(`No route file for ${contract.method} ${contract.path}`);
  return (await import(/* @vite-ignore */ `../../${file.file}`))[contract.method];
}

/** next-auth's routes read NextRequest's nextUrl: they get one, as from Next. */
const isNextAuth = (contract: ApiContract) => contract.path.startsWith("/api/auth/");

async function call(contract: ApiContract, path: string, params: Record<string, string>, token: string, body?: string, contentType = "application/json") {
  const handler = await loadHandler(contract);
  if (!isNextAuth(contract)) return callRoute<ErrorBody>(handler, contract.method, path, { token, params, body, headers: body ? { "content-type": contentType } : {} });
  const request = new NextRequest(new URL(path, "http://localhost:3000"), { method: contract.method, headers: { "content-type": contentType, "accept-language": "en" }, body });
  const response: Response = await handler(request, { params: Promise.resolve({ nextauth: [params.nextauth] }) });
  const text = await response.text();
  return { status: response.status, body: (text.startsWith("{") ? JSON.parse(text) : {}) as ErrorBody };
}

/**
 * A 5xx other than the deliberate 503 of a feature this server has not set up (stock photos without
 * PEXELS_API_KEY, card payments without Stripe), which says so before it reads anything.
 */
const isServerError = (result: { status: number; body: ErrorBody }) => result.status >= 500 && !(result.status === 503 && result.body.error?.code === "UNAVAILABLE");

/** Whether the route reads its body as JSON (route() with a body schema, or a form route that also takes JSON). */
const readsJson = (contract: ApiContract) => Boolean(contract.body) && contract.bodyType !== "multipart";

describe("hostile input on every route", () => {
  it("has routes to walk (guards against a filter that selects nothing)", () => {
    expect(allContracts.filter((c) => WITH_BODY.has(c.method)).length).toBeGreaterThan(50);
    expect(allContracts.filter(readsJson).length).toBeGreaterThan(30);
  });

  it(`answers a body nested ${5000} deep (limit ${MAX_JSON_DEPTH}), a truncated body and an unknown content type without a 5xx; JSON routes refuse both with 400 naming the body`, async () => {
    const ids = await ownIds();
    const serverErrors: string[] = [];
    const notRefused: string[] = [];
    for (const contract of allContracts.filter((c) => WITH_BODY.has(c.method))) {
      const params = Object.fromEntries(paramNames(contract.path).map((name) => [name, paramValue(name, ids)]));
      const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
      for (const [label, body, type] of [
        ["deep", DEEP, "application/json"],
        ["truncated", TRUNCATED, "application/json"],
        ["text/plain", TRUNCATED, "text/plain"],
      ] as const) {
        const result = await call(contract, path, params, ids.owner.token, body, type);
        const where = `${contract.method} ${contract.path} (${label}) -> ${result.status} ${JSON.stringify(result.body).slice(0, 160)}`;
        if (isServerError(result)) serverErrors.push(where);
        const namesBody = result.status === 400 && result.body.error?.code === "INVALID_INPUT" && result.body.error.fields?.some((field) => field.path === "(body)");
        if (label !== "text/plain" && (readsJson(contract) || isNextAuth(contract)) && !namesBody) notRefused.push(where);
      }
    }
    expect({ serverErrors, notRefused }).toEqual({ serverErrors: [], notRefused: [] });
  }, 300_000);

  it("answers a path parameter whose percent-encoding does not decode without a 5xx, on every route and method", async () => {
    const ids = await ownIds();
    const serverErrors: string[] = [];
    // next-auth's GET needs Next's request scope (cookies()); its bad bodies are walked above.
    for (const contract of allContracts.filter((c) => paramNames(c.path).length && !isNextAuth(c))) {
      for (const broken of paramNames(contract.path)) {
        const params = Object.fromEntries(paramNames(contract.path).map((name) => [name, name === broken ? BROKEN_PARAM : paramValue(name, ids)]));
        const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
        const body = WITH_BODY.has(contract.method) && readsJson(contract) ? JSON.stringify(contract.example ?? {}) : undefined;
        const result = await call(contract, path, params, ids.owner.token, body);
        if (isServerError(result)) serverErrors.push(`${contract.method} ${contract.path} {${broken}} -> ${result.status} ${JSON.stringify(result.body).slice(0, 160)}`);
      }
    }
    expect(serverErrors).toEqual([]);
  }, 300_000);
});
