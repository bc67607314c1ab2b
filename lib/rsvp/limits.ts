import { assertNotLimited, clientAddress, countAttempt, perAddress, type Limit } from "@/lib/auth/rate-limit";

// New replies stored, per share and per address: a reply is a row in the owner's guest list, so a
// script holding a link could otherwise fill it. Generous for real guests (a family replying for
// several people sends one reply each); replays of a stored reply do not count.
export const RSVP_LIMITS_PER_WINDOW = {
  perShare: { max: 1000, windowSeconds: 60 * 60 },
  perAddress: { max: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

const shareKey = (snapshotId: string) => `rsvp-share:${snapshotId}`;
const addressKey = (address: string) => `rsvp-address:${address}`;

/** 429 once the share or the caller's address has used up its window. */
export async function assertRsvpAllowed(request: Request, snapshotId: string): Promise<void> {
  const address = clientAddress(request);
  await assertNotLimited(shareKey(snapshotId), RSVP_LIMITS_PER_WINDOW.perShare);
  await assertNotLimited(addressKey(address), perAddress(RSVP_LIMITS_PER_WINDOW.perAddress, address));
}

export async function countRsvpStored(request: Request, snapshotId: string): Promise<void> {
  const address = clientAddress(request);
  await countAttempt(shareKey(snapshotId), RSVP_LIMITS_PER_WINDOW.perShare);
  await countAttempt(addressKey(address), perAddress(RSVP_LIMITS_PER_WINDOW.perAddress, address));
}
