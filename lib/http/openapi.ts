import { z } from "zod";
import type { ApiContract } from "./contract";
import { allContracts } from "./openapi-contracts";

const toSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as Record<string, unknown>;

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", examples: ["INVALID_INPUT", "UNAUTHENTICATED", "P0003"] },
        message: { type: "string" },
        fields: { type: "array", items: { type: "object", properties: { path: { type: "string" }, message: { type: "string" } } } },
      },
    },
  },
};

function parameters(contract: ApiContract) {
  const list: Record<string, unknown>[] = [];
  for (const [where, schema] of [["path", contract.params], ["query", contract.query]] as const) {
    if (!schema) continue;
    const json = toSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({ name, in: where, required: where === "path" || (json.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

function operation(contract: ApiContract) {
  const mediaType = contract.bodyType === "multipart" ? "multipart/form-data" : "application/json";
  return {
    summary: contract.summary,
    tags: [contract.tag],
    operationId: `${contract.method.toLowerCase()}${contract.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = "") => c.toUpperCase())}`,
    security: contract.auth === "user" ? [{ bearer: [] }, { sessionCookie: [] }] : [],
    parameters: parameters(contract),
    ...(contract.body ? { requestBody: { required: true, content: { [mediaType]: { schema: toSchema(contract.body, "input"), ...(contract.example === undefined ? {} : { example: contract.example }) } } } } : {}),
    responses: {
      "200": {
        description: contract.responseDescription ?? "Success",
        content: { "application/json": { schema: contract.response ? toSchema(contract.response, "output") : {} } },
      },
      "400": { description: "Invalid input; `fields` names each bad field", content: { "application/json": { schema: errorSchema } } },
      ...(contract.auth === "user" ? { "401": { description: "No session", content: { "application/json": { schema: errorSchema } } } } : {}),
    },
    ...(contract.devOnly ? { "x-dev-only": true } : {}),
  };
}

export function buildOpenApiDocument(contracts: ApiContract[] = allContracts) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    paths[contract.path] ??= {};
    paths[contract.path][contract.method.toLowerCase()] = operation(contract);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Eventdocs API", version: "1.0.0", description: "Every route of the app. Errors are JSON { error: { code, message } }." },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", description: "The token answered by POST /api/login" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
    },
    paths,
  };
}
