import { safeUrl } from "../sanitize";

// What an author types in the link form, made into an address the sanitizer keeps. People type
// "example.com" or "name@example.com" more often than a full URL, so those get https:// or mailto:;
// anything with another scheme (javascript:, data:, file:) is refused.

const EMAIL = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/;
const HOST_LIKE = /^[^\s/:@]+\.[a-z]{2,}(?:[/?#:]\S*)?$/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export function normalizeLinkInput(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const direct = safeUrl(value);
  if (direct) return direct;
  if (EMAIL.test(value)) return safeUrl(`mailto:${value}`);
  if (!HAS_SCHEME.test(value) && HOST_LIKE.test(value)) return safeUrl(`https://${value}`);
  return null;
}
