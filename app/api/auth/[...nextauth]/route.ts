import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { nextAuthOptions } from "@/lib/auth/next-auth-options";
import { ensureNextAuthUrl } from "@/lib/auth/next-auth-url";
import { checkedNextAuthRequest, nextAuthAnswerInErrorModel, refuseUnknownAction } from "@/lib/http/next-auth-input";
import { requestLocale } from "@/lib/http/request-locale";
import { errorResponse } from "@/lib/http/respond";
import { translatorFor } from "@/lib/i18n/translator";

type Context = { params: Promise<{ nextauth: string[] }> };

// Built per request: the secret may be created on first start (lib/auth/secret.ts). next-auth's own
// failures on bad input (a truncated or non-JSON body, a wrong content type) were bare 500s: the body
// is checked first, and whatever still goes wrong is answered in the error model (lib/http/respond.ts).
async function handler(request: NextRequest, context: Context) {
  const t = translatorFor(safeLocale(request));
  try {
    refuseUnknownAction((await context.params).nextauth?.[0]);
    const checked = await checkedNextAuthRequest(request);
    ensureNextAuthUrl();
    const answer: Response = await NextAuth(checked as never, context as never, nextAuthOptions(checked));
    return nextAuthAnswerInErrorModel(answer, t);
  } catch (error) {
    // Next's own control flow (dynamic usage, redirects) travels as errors with a digest: not ours to answer.
    if (typeof (error as { digest?: unknown } | null)?.digest === "string") throw error;
    return errorResponse(error, t);
  }
}

/** The caller's language; English when even the headers cannot be read. */
function safeLocale(request: Request) {
  try {
    return requestLocale(request);
  } catch {
    return "en" as const;
  }
}

export { handler as GET, handler as POST };
