// A dummy origin to resolve against: whatever a browser would do with the value, it must stay here.
const ORIGIN = "http://x.invalid";

// C0 controls, DEL and C1 controls: browsers strip tabs and newlines from URLs ("/\t/evil" becomes
// "//evil"), and a backslash reads as a slash ("/\evil" becomes "//evil").
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * Only same-site paths may be followed after login: "/documents" yes; "//evil.example",
 * "/\t/evil.example", "/\\evil.example", "https://..." or "javascript:..." no. A value is kept only
 * when it starts with a single "/", holds no control characters or backslashes, and, resolved
 * against a dummy origin, still has that origin.
 */
export function safeRedirectPath(value: string | undefined, fallback: string): string {
  if (!value || FORBIDDEN.test(value)) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  try {
    if (new URL(value, ORIGIN).origin !== ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
