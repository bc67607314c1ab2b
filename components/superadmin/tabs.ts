// The operator console's tabs (accounts spec §2: /super-admin/:tabIdx, numbered from 0). The spec
// fixes tab 5 (team admins) and tab 6 (teams); the others take the remaining numbers. The position
// in this list is the number in the URL.
export const SUPERADMIN_TABS = [
  "accounts",
  "documents",
  "catalog",
  "media",
  "kpi",
  "teamAdmins",
  "teams",
  "referrals",
  "testEmails",
  "audit",
] as const;

export type SuperAdminTab = (typeof SUPERADMIN_TABS)[number];

export const TAB_INDEX = Object.fromEntries(SUPERADMIN_TABS.map((tab, index) => [tab, index])) as Record<SuperAdminTab, number>;

/** The tab a URL segment names ("0".."9" exactly), or null for anything else (the page answers 404). */
export function tabFromSegment(segment: string): SuperAdminTab | null {
  if (!/^\d{1,2}$/.test(segment)) return null;
  const index = Number(segment);
  return String(index) === segment ? (SUPERADMIN_TABS[index] ?? null) : null;
}

type QueryValue = string | number | null | undefined;

/** A console URL: the tab and its query (empty values left out), e.g. `/super-admin/0?q=anna&page=2`. */
export function consoleHref(tab: SuperAdminTab, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return `/super-admin/${TAB_INDEX[tab]}${search ? `?${search}` : ""}`;
}

export const operatorDocumentHref = (id: string) => `/superadmin/document/${encodeURIComponent(id)}`;
