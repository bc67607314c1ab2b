import { describe, expect, it } from "vitest";
import { allContracts } from "@/lib/http/openapi-contracts";
import { buildOpenApiDocument } from "@/lib/http/openapi";
import { listRouteFiles } from "../support/route-files";

describe("the OpenAPI document", () => {
  const doc = buildOpenApiDocument();
  const routes = listRouteFiles();

  it("finds the route handlers (guards against a walker that sees nothing)", () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.find((r) => r.path === "/api/reset/{token}")?.methods).toEqual(["POST"]);
  });

  it("describes every method of every route handler in the app", () => {
    const missing = routes.flatMap((route) =>
      route.methods.filter((method) => !doc.paths[route.path]?.[method.toLowerCase()]).map((method) => `${method} ${route.path} (${route.file})`),
    );
    expect(missing).toEqual([]);
  });

  it("lists no route that does not exist", () => {
    const existing = new Set(routes.flatMap((route) => route.methods.map((method) => `${method} ${route.path}`)));
    const phantom = allContracts.map((c) => `${c.method} ${c.path}`).filter((key) => !existing.has(key));
    expect(phantom).toEqual([]);
  });

  it("is OpenAPI 3.1 with request schemas taken from the zod contracts", () => {
    expect(doc.openapi).toBe("3.1.0");
    const login = doc.paths["/api/login"].post as { requestBody: { content: Record<string, { schema: { required: string[] } }> } };
    expect(login.requestBody.content["application/json"].schema.required).toEqual(expect.arrayContaining(["username", "password"]));
  });
});
