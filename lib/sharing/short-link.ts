import { db } from "@/lib/db/client";
import { requestLocale } from "@/lib/http/request-locale";
import { translatorFor } from "@/lib/i18n/translator";
import { escapeHtml } from "@/lib/mail/escape-html";
import { shareState } from "./access";
import { LINK_RECIPIENT, SHORT_CODE_PATTERN, sharePath } from "./keys";

// Short share links (`/s/{code}`): they only redirect to the share's link address. Unknown,
// malformed, disabled and expired codes all answer the same 404 page, so a guess learns nothing.

/** The link address a short code opens, or null. Unscoped by design: the code is the capability. */
export async function findShortLinkTarget(code: string): Promise<string | null> {
  if (!SHORT_CODE_PATTERN.test(code)) return null;
  const share = await db.snapshot.findUnique({ where: { shortCode: code }, select: { shareKey: true, enabled: true, expiryDate: true } });
  if (!share || shareState(share) !== "open") return null;
  return sharePath(share.shareKey, LINK_RECIPIENT);
}

/**
 * A small self-contained "not available" page (404) in the visitor's language, for when the public
 * view's full link-disabled page (lib/share/view.ts) cannot be rendered.
 */
export function notAvailableResponse(request: Request, status = 404): Response {
  const locale = requestLocale(request);
  const t = translatorFor(locale);
  const title = escapeHtml(t("errors.shareNotAvailable"));
  const hint = escapeHtml(t("errors.shareLinkDisabledHint"));
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f6f4f1;color:#1f1b16;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}main{max-width:28rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:12px;text-align:center}h1{font-size:1.25rem;margin:0 0 .75rem}p{margin:0;color:#5b534b}</style></head>
<body><main><h1>${title}</h1><p>${hint}</p></main></body></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
