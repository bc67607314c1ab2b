import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * What a route accepts and who may call it. Route handlers parse with these schemas and the
 * OpenAPI document is generated from them, so the two cannot drift apart.
 */
export interface ApiContract<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** OpenAPI style: /api/reset/{token} */
  path: string;
  summary: string;
  tag: string;
  /** "public" routes work without a session (login, registration, share view...); "user" needs one. */
  auth: "public" | "user";
  params?: Params;
  query?: Query;
  body?: Body;
  /** multipart bodies are read by the handler itself; the schema then describes the text fields. */
  bodyType?: "json" | "multipart";
  /** A description of the success answer, for the OpenAPI document. */
  response?: z.ZodType;
  responseDescription?: string;
  /** Routes that exist only in some configurations (the dev mailbox without an e-mail provider). */
  devOnly?: boolean;
}

export function defineContract<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  contract: ApiContract<P, Q, B>,
): ApiContract<P, Q, B> {
  return contract;
}
