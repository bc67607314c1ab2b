// Pure helpers for the query parameters the logged-out pages pass between each other.

type QueryValue = string | string[] | undefined;

/** The first value of a query parameter, or undefined when it is missing or empty. */
export function firstParam(value: QueryValue): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : undefined;
}

/** The register URL, keeping an invitation key, referral code and design so a detour via login does not lose them. */
export function registerHref(params: { invitationKey?: string; refCode?: string; design?: string }): string {
  const query = new URLSearchParams();
  if (params.invitationKey) query.set("invitationKey", params.invitationKey);
  if (params.refCode) query.set("refCode", params.refCode);
  if (params.design) query.set("design", params.design);
  const search = query.toString();
  return search ? `/auth/register?${search}` : "/auth/register";
}

/** The activation endpoints take the account as `email` when the typed login is an address, else as `username`. */
export function accountRef(login: string): { username: string } | { email: string } {
  const value = login.trim();
  return value.includes("@") ? { email: value } : { username: value };
}

/** The design template a login's `next` leads back to (`/design-preview/{schabloneId}/{docId}`), if any. */
export function designFromNext(next: string | undefined): string | undefined {
  return next ? /^\/design-preview\/([a-z0-9]{20,32})\/[a-z0-9]{20,32}$/i.exec(next)?.[1] : undefined;
}
