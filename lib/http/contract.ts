import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * What a route accepts and who may call it. Route handlers parse with these schemas and the
 * OpenAPI document is generated from them, so the two cannot drift apart.
 */
export type RouteAuth = "public" | "user";

export interface ApiContract<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Auth extends RouteAuth = RouteAuth,
> {
  method: HttpMethod;
  /** OpenAPI style: /api/reset/{token} */
  path: string;
  summary: string;
  tag: string;
  /** "public" routes work without a session (listed with reasons in lib/http/public-routes.ts); "user" needs one. */
  auth: Auth;
  /**
   * "self" routes act only on the caller's own account (users/me, profile...) and take no foreign id,
   * so the outsider test does not expect them to refuse a stranger.
   */
  scope?: "self";
  params?: Params;
  query?: Query;
  body?: Body;
  /**
   * A valid body, shown in the OpenAPI document. Routes that act on a resource and take a body need
   * one: the outsider test sends it, so a refusal proves authorization, not validation.
   */
  example?: unknown;
  /** multipart bodies are read by the handler itself; the schema then describes the text fields. */
  bodyType?: "json" | "multipart";
  /** A description of the success answer, for the OpenAPI document. */
  response?: z.ZodType;
  responseDescription?: string;
  /**
   * Operator console calls: anyone but an active super admin is refused (403) before the params,
   * query or body are read, so a stranger learns nothing of their shape.
   */
  operatorOnly?: boolean;
  /** Routes that exist only in some configurations (the dev mailbox without an e-mail provider). */
  devOnly?: boolean;
}

/** The answer of routes that only confirm: `{ success: true }`, sometimes with a message. */
export const successSchema = z.object({ success: z.boolean(), message: z.string().optional() });

export function defineContract<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  A extends RouteAuth = RouteAuth,
>(contract: ApiContract<P, Q, B, A>): ApiContract<P, Q, B, A> {
  return contract;
}
