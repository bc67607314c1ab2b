import "server-only";
import { assertNotLimited, clientAddress, countAttempt, perAddress, type Limit } from "@/lib/auth/rate-limit";

// How often one address may call a share's deal steps, per share (429 `rateLimited` with the
// minutes beyond). Generous for a client with a couple of signers retrying, bounded for a script:
// each call sends an e-mail, checks a code under a row lock or decodes a picture. Every attempt
// counts, refused ones too. Shared addresses (loopback, unknown) get the rate limiter's wider limit.

const HOUR = 60 * 60;

export const DEAL_CALL_LIMITS = {
  /** The page saves each change of the choices (debounced), and a client may try many combinations. */
  choices: { max: 600, windowSeconds: HOUR },
  code: { max: 30, windowSeconds: HOUR },
  verify: { max: 60, windowSeconds: HOUR },
  sign: { max: 60, windowSeconds: HOUR },
  decline: { max: 60, windowSeconds: HOUR },
  /** A share's PDF: kept ones are cheap, but each new state of the choices prints again. */
  pdf: { max: 60, windowSeconds: HOUR },
} satisfies Record<string, Limit>;

export type DealCall = keyof typeof DEAL_CALL_LIMITS;

/** Counts the call for the caller's address on this share, or refuses it (429) when the hour's calls are used up. */
export async function limitDealCall(request: Request, call: DealCall, snapshotId: string): Promise<void> {
  const address = clientAddress(request);
  const key = `deal-${call}:${snapshotId}:${address}`;
  const limit = perAddress(DEAL_CALL_LIMITS[call], address);
  await assertNotLimited(key, limit);
  await countAttempt(key, limit);
}
