import { INSTAGRAM_HANDLE, instagramHandleSchema } from "@/lib/validation/instagram";

// Instagram handles as blocks show them (the instagram and business card blocks): stored without
// "@", linked to the public profile page. Readers only ever get a link (no Instagram API exists in
// the specs, and none is called).

/** A handle as typed ("@villa.aurelia", "villa.aurelia", "") in its stored form without "@", or null when it is not a handle. */
export function storedHandle(raw: string): string | null {
  const parsed = instagramHandleSchema.safeParse(raw);
  return parsed.success ? parsed.data.replace(/^@/, "") : null;
}

/** The profile a handle names, or null when there is none to link (empty, or not a valid handle). */
export function instagramProfile(raw: string | null | undefined): { handle: string; url: string } | null {
  const handle = (raw ?? "").trim().replace(/^@/, "");
  // The validator allows handles of dots and underscores only; they name no profile worth a link.
  if (!handle || !INSTAGRAM_HANDLE.test(handle) || !/[A-Za-z0-9]/.test(handle)) return null;
  return { handle, url: `https://www.instagram.com/${handle}/` };
}
