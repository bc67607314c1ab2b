import "server-only";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import type { Translator } from "@/lib/i18n/translator";
import { findSigner } from "./accept-blocks";
import { limitDealCall } from "./call-limits";
import { assertDealOpen, signerNotFound } from "./deal-guards";
import type { DealShare } from "./share-access";
import { verificationKey } from "./signer-code";
import { codeHashOf, newSignerToken, sameHash, tokenHashOf } from "./signer-secrets";
import { LOCK_MINUTES, MINUTE_MS, minutesUntil, WRONG_CODES_MAX } from "./signer-limits";

// Step two: the signer types the code. The signer's row is locked (SELECT ... FOR UPDATE) from the
// lock check to the count, so codes sent at the same moment wait for each other and a burst cannot
// try more than the 5 wrong codes that lock the signer for 15 minutes. A right code is used up
// (its expiry set to now) and turns into a token, stored as an HMAC, that signs within 30 minutes.
// Each address may try 60 times an hour per share (call-limits.ts), whichever signers it names.

export interface SignerVerifyInput {
  blockId: string;
  signerId: string;
  code: string;
}

type Outcome = { ok: true; token: string } | { ok: false; error: AppError };

interface VerificationRow {
  id: string;
  codeHash: string;
  expiresAt: Date;
  failedAttempts: number;
  lockedUntil: Date | null;
}

/** The refusal names the code field, its text already in the caller's language (it carries a count). */
const codeField = (message: string) => [{ path: "code", message }];

export async function verifySignerCode(request: Request, { meta, frozen }: DealShare, input: SignerVerifyInput, t: Translator): Promise<{ token: string }> {
  await limitDealCall(request, "verify", meta.id);
  if (!findSigner(frozen, input.blockId, input.signerId)) throw signerNotFound();
  await assertDealOpen(db, meta.id, meta.recipient, input.blockId, input.signerId);
  const key = verificationKey(meta.id, meta.recipient, input.blockId, input.signerId);

  const outcome = await db.$transaction(async (tx): Promise<Outcome> => {
    const now = new Date();
    const [row] = await tx.$queryRaw<VerificationRow[]>`
      SELECT "id", "codeHash", "expiresAt", "failedAttempts", "lockedUntil" FROM "signer_verifications"
      WHERE "snapshotId" = ${meta.id} AND "recipientKey" = ${meta.recipient} AND "blockId" = ${input.blockId} AND "signerId" = ${input.signerId}
      FOR UPDATE`;
    if (!row) return { ok: false, error: new AppError("INVALID_INPUT", "signerCodeNotSent", {}, codeField(t("errors.signerCodeNotSent"))) };
    if (row.lockedUntil && row.lockedUntil > now) return { ok: false, error: new AppError("RATE_LIMITED", "signerCodeLocked", { minutes: minutesUntil(row.lockedUntil, now) }) };
    if (row.expiresAt <= now) return { ok: false, error: new AppError("GONE", "signerCodeExpired", {}, codeField(t("errors.signerCodeExpired"))) };
    if (sameHash(row.codeHash, codeHashOf(key, input.code))) {
      const token = newSignerToken();
      await tx.signerVerification.update({
        where: { id: row.id },
        data: { verifiedAt: now, tokenHash: tokenHashOf(token), expiresAt: now, failedAttempts: 0, lockedUntil: null },
      });
      return { ok: true, token };
    }
    const failed = row.failedAttempts + 1;
    if (failed >= WRONG_CODES_MAX) {
      // The lock ends the count: after it the signer starts again with 5 tries (and needs a new code: this one is used up).
      await tx.signerVerification.update({ where: { id: row.id }, data: { failedAttempts: 0, lockedUntil: new Date(now.getTime() + LOCK_MINUTES * MINUTE_MS), expiresAt: now } });
      return { ok: false, error: new AppError("RATE_LIMITED", "signerCodeLocked", { minutes: LOCK_MINUTES }) };
    }
    await tx.signerVerification.update({ where: { id: row.id }, data: { failedAttempts: failed } });
    const left = WRONG_CODES_MAX - failed;
    return { ok: false, error: new AppError("INVALID_INPUT", "signerCodeWrong", { n: left }, codeField(t("errors.signerCodeWrong", { n: left }))) };
  });
  // The count is committed before the refusal is answered.
  if (!outcome.ok) throw outcome.error;
  return { token: outcome.token };
}
