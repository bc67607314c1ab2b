import { defineContract } from "./contract";

export const metaContracts = {
  openapi: defineContract({ method: "GET", path: "/api/openapi.json", tag: "Meta", auth: "public", summary: "This OpenAPI 3.1 document" }),
};
