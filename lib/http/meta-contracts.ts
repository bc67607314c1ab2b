import { defineContract } from "./contract";

export const metaContracts = {
  health: defineContract({ method: "GET", path: "/api/health", tag: "Meta", auth: "public", summary: "Liveness: answers as soon as the server runs, without the database" }),
  openapi: defineContract({ method: "GET", path: "/api/openapi.json", tag: "Meta", auth: "public", summary: "This OpenAPI 3.1 document" }),
};
