import { defineContract, type HttpMethod } from "./contract";

export const metaContracts = {
  health: defineContract({ method: "GET", path: "/api/health", tag: "Meta", auth: "public", summary: "Liveness: answers as soon as the server runs, without the database" }),
  openapi: defineContract({ method: "GET", path: "/api/openapi.json", tag: "Meta", auth: "public", summary: "This OpenAPI 3.1 document" }),
};

const UNKNOWN_PATH_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const satisfies HttpMethod[];

/** Any /api/ path no route handles (app/api/[[...path]]): 404 NOT_FOUND in the error model, never a page. */
export const unknownApiPathContracts = Object.fromEntries(
  UNKNOWN_PATH_METHODS.map((method) => [
    method,
    defineContract({ method, path: "/api/{path}", tag: "Meta", auth: "public", summary: "Any /api/ path no other route handles: 404 NOT_FOUND in the error model (JSON), for every method" }),
  ]),
) as Record<(typeof UNKNOWN_PATH_METHODS)[number], ReturnType<typeof defineContract>>;
