import { escapeHtml } from "@/lib/mail/escape-html";
import { translatorFor } from "@/lib/i18n/translator";
import { AppError } from "./errors";
import { requestLocale } from "./request-locale";
import { errorResponse } from "./respond";

// Next decodes a path's percent-encoding to match its routes; a sequence that does not decode
// ("%E0%A4%A", "%zz") made it answer a plain-text 500 before any route handler ran. The proxy runs
// first (proxy.ts lets every such path in) and answers here instead.

/** Whether the pathname holds percent-encoding that does not decode (a lone %, bad hex, bytes that are not UTF-8). */
export function hasMalformedPercentEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function htmlPage(title: string, message: string, home: string, lang: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1.25rem;color:#2b2630;background:#faf8f6;line-height:1.5}main{max-width:32rem;margin:10vh auto}h1{font-size:1.5rem;margin:0 0 .75rem}a{color:#4a2545;font-weight:600}a:focus-visible{outline:3px solid #4a2545;outline-offset:3px}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">${escapeHtml(home)}</a></p></main></body></html>`;
}

/**
 * The 400 for a path whose percent-encoding does not decode, or null when it decodes: the error
 * model in JSON under /api/, a small page in the caller's language elsewhere (pages, shares).
 */
export function malformedPathAnswer(request: Request): Response | null {
  const { pathname } = new URL(request.url);
  if (!hasMalformedPercentEncoding(pathname)) return null;
  const locale = requestLocale(request);
  const t = translatorFor(locale);
  if (pathname.startsWith("/api/")) {
    return errorResponse(new AppError("INVALID_INPUT", "invalidInput", {}, [{ path: "(path)", message: "errors.malformedPath" }]), t);
  }
  const page = htmlPage(t("errors.malformedPathTitle"), t("errors.malformedPath"), t("errors.malformedPathHome"), locale);
  return new Response(page, { status: 400, headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
}
