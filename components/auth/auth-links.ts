// Pure helpers for the query parameters the logged-out pages pass between each other.

type QueryValue = string | string[] | undefined;

/** The first value of a query parameter, or undefined when it is missing or empty. */
export function firstParam(value: QueryValue): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : undefined;
}

/** The register URL, keeping an invitation key and referral code so a detour via login does not lose them. */
export function registerHref(params: { invitationKey?: string; refCode?: string }): string {
  const query = new URLSearchParams();
  if (params.invitationKey) query.set("invitationKey", params.invitationKey);
  if (params.refCode) query.set("refCode", params.refCode);
  const search = query.toString();
  return search ? `/auth/register?${search}` : "/auth/register";
}

/** The activation endpoints take the account as `email` when the typed login is an address, else as `username`. */
export function accountRef(login: string): { username: string } | { email: string } {
  const value = login.trim();
  return value.includes("@") ? { email: value } : { username: value };
}
