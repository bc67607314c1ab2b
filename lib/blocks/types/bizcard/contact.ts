import { safeUrl } from "../../sanitize";

// Pure helpers for the business card's contact values, shared by its schema, view and editor.

/** A website as typed in its stored form: "" for none, an http(s) address (https:// added to a bare "villa.example"), or null when it is not one. */
export function storedWebsite(raw: string): string | null {
  const value = raw.trim();
  if (!value) return "";
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  const url = safeUrl(withScheme);
  return url && /^https?:\/\/[^/]/i.test(url) && url.length <= 2000 ? url : null;
}

/** The address as people read it: no scheme, no "www.", no trailing slash. */
export const websiteLabel = (url: string) => url.replace(/^https?:\/\//i, "").replace(/^www\./i, "").replace(/\/$/, "");

/** The tel: address of a phone number as typed ("+90 (532) 123 45 67" → "tel:+905321234567"), or null without digits. */
export function telHref(phone: string): string | null {
  const dial = phone.replace(/[^0-9+*#]/g, "");
  return /[0-9]/.test(dial) ? `tel:${dial}` : null;
}
