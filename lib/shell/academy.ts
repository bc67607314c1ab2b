/**
 * The academy page's address, from the ACADEMY_URL environment variable. Only http(s) addresses are
 * embedded; anything else counts as not configured rather than ending up in an iframe.
 */
export function academyUrl(value: string | undefined = process.env.ACADEMY_URL): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
