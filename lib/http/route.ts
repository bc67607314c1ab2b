import type { z } from "zod";
import { authenticate, type Actor } from "@/lib/auth/actor";
import { isSuperAdmin } from "@/lib/auth/policy";
import { translatorFor, type Translator } from "@/lib/i18n/translator";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { ApiContract } from "./contract";
import { forbidden, unauthenticated } from "./errors";
import { readJsonBody } from "./json-body";
import { shareHostRedirect } from "@/lib/sharing/share-host";
import { requestLocale } from "./request-locale";
import { errorResponse, json } from "./respond";
import { parseOrThrow } from "./validation";

type Out<S> = [Exclude<S, undefined>] extends [z.ZodType] ? z.output<Exclude<S, undefined>> : undefined;

export interface RouteContext<C extends ApiContract> {
  request: Request;
  actor: C["auth"] extends "user" ? Actor : Actor | null;
  params: Out<C["params"]>;
  query: Out<C["query"]>;
  /** Parsed JSON body; multipart routes read their own (readFormBody) and get undefined here. */
  body: C["bodyType"] extends "multipart" ? undefined : Out<C["body"]>;
  locale: Locale;
  t: Translator;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * Wraps a route handler in the same steps every time: authenticate, parse with the contract's
 * schemas, run, answer. Authorization against the resource stays in the handler, one visible line
 * asked of lib/auth/policy. A handler may return a Response or plain data (sent as JSON 200).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function route<C extends ApiContract<any, any, any, any>>(contract: C, handler: (ctx: RouteContext<C>) => Promise<unknown>) {
  return async (request: Request, context?: NextRouteContext): Promise<Response> => {
    // English until the caller's language is known; everything that reads the request runs inside
    // the try, so a malformed header or cookie is answered in JSON, never as a bare 500.
    let t = translatorFor(DEFAULT_LOCALE);
    try {
      // API routes do not pass the proxy (proxy.ts): a workspace's share host is checked here.
      const url = new URL(request.url);
      const away = shareHostRedirect(url);
      if (away) return Response.redirect(away, 307);
      t = translatorFor(requestLocale(request));
      const actor = await authenticate(request);
      const locale = requestLocale(request, actor?.user.language);
      t = translatorFor(locale);
      if (contract.auth === "user" && !actor) throw unauthenticated();
      if (contract.operatorOnly && !(actor && isSuperAdmin(actor.user))) throw forbidden();

      const rawParams = (await context?.params) ?? {};
      const params = contract.params ? parseOrThrow(contract.params, rawParams, t, "params") : undefined;
      const query = contract.query ? parseOrThrow(contract.query, Object.fromEntries(url.searchParams), t, "query") : undefined;
      const body =
        contract.body && contract.bodyType !== "multipart" ? parseOrThrow(contract.body, await readJsonBody(request), t) : undefined;

      const result = await handler({ request, actor, params, query, body, locale, t } as RouteContext<C>);
      return result instanceof Response ? result : json(result ?? { success: true });
    } catch (error) {
      return errorResponse(error, t);
    }
  };
}
