import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

// A signer's e-mail code and the token it turns into are stored only as HMACs under the app's
// secret (like the PIN cookie's signature, lib/sharing/pin-access.ts): a copy of the table proves
// nothing, and a code's HMAC is bound to its signer, so it cannot be replayed for another.

export const CODE_PATTERN = /^\d{6}$/;

/** Six digits, uniformly drawn. */
export const newSignerCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** A token for the signing step: 256 random bits. */
export const newSignerToken = () => randomBytes(32).toString("base64url");

const hmac = (text: string) => createHmac("sha256", authSecret()).update(text).digest("base64url");

export const codeHashOf = (verificationKey: string, code: string) => hmac(`signer-code:${verificationKey}:${code}`);

export const tokenHashOf = (token: string) => hmac(`signer-token:${token}`);

/** An e-mail address in a rate limit's key, any case alike; the address itself is not kept. */
export const emailKeyOf = (email: string) => hmac(`signer-email:${email.trim().toLowerCase()}`);

/** Constant-time comparison of two stored hashes. */
export function sameHash(a: string | null, b: string): boolean {
  if (!a) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
