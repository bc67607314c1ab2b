import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

// Proof that a visitor passed a share's PIN: an HttpOnly cookie per share holding an expiry and an
// HMAC of (share id, expiry) under the server's secret. Nothing of a PIN-protected share (the
// document, its media, its files, RSVP posts) is served without it. The PIN itself is checked on
// the server only (lib/sharing/pin.ts) and never reaches the browser.

const PIN_ACCESS_HOURS = 12;

export const pinCookieName = (snapshotId: string) => `share-pin-${snapshotId}`;

const signature = (snapshotId: string, expires: number) =>
  createHmac("sha256", authSecret()).update(`share-pin:${snapshotId}:${expires}`).digest("base64url");

/** The Set-Cookie header value that unlocks `snapshotId` for this browser. */
export function pinAccessCookie(snapshotId: string, secure: boolean, now = Date.now()): string {
  const expires = now + PIN_ACCESS_HOURS * 3600_000;
  const value = `${expires}.${signature(snapshotId, expires)}`;
  return `${pinCookieName(snapshotId)}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${PIN_ACCESS_HOURS * 3600}${secure ? "; Secure" : ""}`;
}

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** Whether the request may see the share: no PIN, or a valid unexpired cookie for it. */
export function hasPinAccess(request: Request, share: { id: string; pinProtectionCode: string | null }, now = Date.now()): boolean {
  if (!share.pinProtectionCode) return true;
  const value = readCookie(request.headers.get("cookie"), pinCookieName(share.id));
  const [expiresText, given] = value?.split(".") ?? [];
  const expires = Number(expiresText);
  if (!given || !Number.isSafeInteger(expires) || expires <= now) return false;
  const expected = Buffer.from(signature(share.id, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
