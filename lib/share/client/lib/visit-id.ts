// Which visit a share view page belongs to (the id its view events carry). Pure: the browser
// script, the server (lib/share/page-base.ts) and the tests share these rules.
//
// The landing and PIN pages are rendered per visit and carry the id on <body data-visit-id>. The
// document page is the same bytes for every visit (cached, and answered 304 on repeat opens), so it
// carries none: its visit is the address's `v` (the landing page's link and the PIN form put it
// there), else, for an address without one, the `share-visit` cookie the server set with the page.

export const VISIT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cookie that brings a new visit's id to a document page opened without `v` (path-scoped to the share). */
export const VISIT_COOKIE = "share-visit";

const valid = (value: string | null | undefined) => (value && VISIT_ID_PATTERN.test(value) ? value : undefined);

function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The page's visit: its body attribute, else the address's `v`, else the visit cookie (all must be visit ids). */
export function pageVisitId(attribute: string | undefined, search: string, cookies: string): string | undefined {
  if (attribute) return attribute;
  return valid(new URLSearchParams(search).get("v")) ?? valid(cookieValue(cookies, VISIT_COOKIE));
}
