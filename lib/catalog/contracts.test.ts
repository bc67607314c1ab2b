import { describe, expect, it } from "vitest";
import type { ApiContract } from "@/lib/http/contract";
import { buildOpenApiDocument } from "@/lib/http/openapi";
import { catalogContracts } from "./contracts";

const contracts = Object.values(catalogContracts) as ApiContract[];

describe("catalog contracts", () => {
  it("describe the spec's five calls in the OpenAPI document", () => {
    const document = buildOpenApiDocument(contracts);
    expect(Object.fromEntries(Object.entries(document.paths).map(([path, methods]) => [path, Object.keys(methods).sort()]))).toEqual({
      "/api/catalog": ["delete", "get"],
      "/api/catalog/{id}": ["get", "post"],
      "/api/team/{id}/catalog": ["post"],
    });
  });

  it("give every body a valid example (the outsider test sends it)", () => {
    for (const contract of contracts.filter((c) => c.body)) {
      expect(contract.body!.safeParse(contract.example).success, `${contract.method} ${contract.path}`).toBe(true);
    }
  });
});
