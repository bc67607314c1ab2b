import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import { sendMail } from "@/lib/mail/send";
import { signerCodeMail } from "@/lib/mail/templates/signer-code";
import { findSigner } from "./accept-blocks";
import { limitDealCall } from "./call-limits";
import { assertDealOpen, signerNotFound } from "./deal-guards";
import type { DealShare } from "./share-access";
import { assertSignerEmailFree } from "./signer-email";
import { codeHashOf, emailKeyOf, newSignerCode } from "./signer-secrets";
import { CODE_MINUTES, CODES_PER_ADDRESS_HOUR, CODES_PER_HOUR, MINUTE_MS, minutesUntil } from "./signer-limits";

// Step one of signing: the signer confirms their name and e-mail, and a 6-digit code goes to that
// address. Proving the address is what ties a signature to a person, so the code is only ever in the
// e-mail (stored as an HMAC), and the signer may not be locked (5 wrong codes) nor have asked for
// more than 5 codes this hour. A new code replaces the last one and undoes an earlier verification
// (the address may have changed); wrong tries keep counting across codes, so asking for a new code
// never buys more guesses. So that the form cannot be used to mail strangers, one e-mail address
// gets at most 10 codes an hour from all shares together, and one caller's address may ask 30 times
// an hour per share (call-limits.ts). An address another signer of the share already proved or
// signed with is refused: each signer signs with their own.

export interface SignerCodeInput {
  blockId: string;
  signerId: string;
  name: string;
  email: string;
}

/** The key naming one signer of one share and recipient (rate limits, the code's HMAC). */
export const verificationKey = (snapshotId: string, recipient: string, blockId: string, signerId: string) => `${snapshotId}:${recipient}:${blockId}:${signerId}`;

/** Counts one code sent under this key (a signer, an e-mail address) in the current hour's window; answers the count and the window's end. */
async function countCodeSent(key: string, now: Date): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(now.getTime() + 60 * MINUTE_MS);
  const [bucket] = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
    INSERT INTO "rate_limit_buckets" ("key", "count", "resetAt") VALUES (${key}, 1, ${resetAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "rate_limit_buckets"."resetAt" <= ${now} THEN 1 ELSE "rate_limit_buckets"."count" + 1 END,
      "resetAt" = CASE WHEN "rate_limit_buckets"."resetAt" <= ${now} THEN ${resetAt} ELSE "rate_limit_buckets"."resetAt" END
    RETURNING "count", "resetAt"`;
  return bucket;
}

export async function sendSignerCode(request: Request, { meta, frozen }: DealShare, input: SignerCodeInput, locale: Locale): Promise<{ success: true; expiresAt: string }> {
  await limitDealCall(request, "code", meta.id);
  const found = findSigner(frozen, input.blockId, input.signerId);
  if (!found) throw signerNotFound();
  const fixed = found.signer.email.trim();
  if (fixed && fixed.toLowerCase() !== input.email.toLowerCase()) {
    throw new AppError("INVALID_INPUT", "signerEmailMismatch", {}, [{ path: "email", message: "errors.signerEmailMismatch" }]);
  }
  await assertDealOpen(db, meta.id, meta.recipient, input.blockId, input.signerId);
  const unique = { snapshotId: meta.id, recipientKey: meta.recipient, blockId: input.blockId, signerId: input.signerId };
  await assertSignerEmailFree(db, unique, input.email, { verified: true });

  const now = new Date();
  const current = await db.signerVerification.findUnique({ where: { snapshotId_recipientKey_blockId_signerId: unique }, select: { lockedUntil: true } });
  if (current?.lockedUntil && current.lockedUntil > now) {
    throw new AppError("RATE_LIMITED", "signerCodeLocked", { minutes: minutesUntil(current.lockedUntil, now) });
  }
  const key = verificationKey(meta.id, meta.recipient, input.blockId, input.signerId);
  const sent = await countCodeSent(`signer-code:${key}`, now);
  if (sent.count > CODES_PER_HOUR) throw new AppError("RATE_LIMITED", "signerCodeTooMany", { minutes: minutesUntil(sent.resetAt, now) });
  const mailed = await countCodeSent(`signer-code-to:${emailKeyOf(input.email)}`, now);
  if (mailed.count > CODES_PER_ADDRESS_HOUR) throw new AppError("RATE_LIMITED", "signerEmailTooMany", { minutes: minutesUntil(mailed.resetAt, now) });

  const code = newSignerCode();
  const expiresAt = new Date(now.getTime() + CODE_MINUTES * MINUTE_MS);
  const fields = { name: input.name, email: input.email, codeHash: codeHashOf(key, code), expiresAt, verifiedAt: null, tokenHash: null, locale };
  await db.signerVerification.upsert({
    where: { snapshotId_recipientKey_blockId_signerId: unique },
    create: { ...unique, ...fields },
    update: fields,
  });
  await sendMail(signerCodeMail(locale, { to: input.email, code, documentTitle: frozen.document.title, teamName: frozen.team.name, minutes: CODE_MINUTES }));
  return { success: true, expiresAt: expiresAt.toISOString() };
}
