/** Only same-site paths may be followed after login: "/documents" yes, "//evil.example" or "https://..." no. */
export function safeRedirectPath(value: string | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
