import "server-only";
import { clientAddress, hashAddress } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import type { Choices } from "@/lib/pricing/choices";
import type { DealView } from "./types";
import { findSigner, requiredSignerKeys, signerKey } from "./accept-blocks";
import { limitDealCall } from "./call-limits";
import { acceptedContent, hashOfContent } from "./content-hash";
import { announceSignature } from "./deal-events";
import { assertDealOpen, dealContentChanged, lockOpenShare, signerNotFound } from "./deal-guards";
import { refreshDealStatus } from "./document-deal-status";
import type { DealShare } from "./share-access";
import { readDealView } from "./share-deal-view";
import { assertSignerEmailFree } from "./signer-email";
import { signaturePng } from "./signature-image";
import { sameHash, tokenHashOf } from "./signer-secrets";
import { MINUTE_MS, TOKEN_MINUTES } from "./signer-limits";

// Step three: a verified signer signs. Everything that decides is checked inside one transaction
// that holds the share's row locked (SELECT ... FOR UPDATE): the share still open (and its document
// not binned), no outcome yet, this signer not signed, the token theirs and fresh, and the content
// hash the one the client's choices make now. Signers arriving at the same moment so take turns:
// each signature counts, and the one that completes every Accept block's signers writes the
// acceptance, exactly once (the unique constraint on the outcome backs the lock). The owner hears
// of it after the commit. Before any of that, the token is checked with one plain read: a caller
// without a valid token never gets a drawn picture decoded (the costly part), and each address may
// try 60 times an hour per share (call-limits.ts).

export type SignatureInput = { kind: "typed"; text: string } | { kind: "drawn"; image: string };

export interface SignInput {
  blockId: string;
  signerId: string;
  token: string;
  signature: SignatureInput;
  agreed: boolean;
  contentHash: string;
}

/** A user agent is kept for the record, not parsed: a sane length is plenty. */
const USER_AGENT_MAX = 512;

const notVerified = () => new AppError("FORBIDDEN", "signerNotVerified", {}, [{ path: "token", message: "errors.signerNotVerified" }]);

type VerificationReader = Pick<Prisma.TransactionClient, "signerVerification">;

interface VerifiedSigner {
  name: string;
  email: string;
  verifiedAt: Date;
  locale: string;
}

/** The signer's verification if this token is theirs and still fresh; 403 otherwise. */
async function verifiedSigner(client: VerificationReader, meta: DealShare["meta"], input: SignInput, tokenHash: string, now: Date): Promise<VerifiedSigner> {
  const verification = await client.signerVerification.findUnique({
    where: { snapshotId_recipientKey_blockId_signerId: { snapshotId: meta.id, recipientKey: meta.recipient, blockId: input.blockId, signerId: input.signerId } },
    select: { name: true, email: true, verifiedAt: true, tokenHash: true, locale: true },
  });
  const verifiedAt = verification?.verifiedAt;
  if (!verification || !verifiedAt || verifiedAt.getTime() + TOKEN_MINUTES * MINUTE_MS <= now.getTime() || !sameHash(verification.tokenHash, tokenHash)) throw notVerified();
  return { name: verification.name, email: verification.email, verifiedAt, locale: verification.locale };
}

export async function signDeal(request: Request, { meta, frozen }: DealShare, input: SignInput): Promise<{ accepted: boolean; deal: DealView | null }> {
  await limitDealCall(request, "sign", meta.id);
  const found = findSigner(frozen, input.blockId, input.signerId);
  if (!found) throw signerNotFound();
  if (found.block.content.requireAgreement && !input.agreed) {
    throw new AppError("INVALID_INPUT", "agreementRequired", {}, [{ path: "agreed", message: "errors.agreementRequired" }]);
  }
  const tokenHash = tokenHashOf(input.token);
  await verifiedSigner(db, meta, input, tokenHash, new Date());
  // The picture is checked and re-encoded before the transaction: it takes the share's lock only to write.
  const image = input.signature.kind === "drawn" ? await signaturePng(input.signature.image) : null;
  const typedText = input.signature.kind === "typed" ? input.signature.text : null;
  const addressHash = hashAddress(clientAddress(request));
  const userAgent = (request.headers.get("user-agent") ?? "").slice(0, USER_AGENT_MAX);
  const recipientKey = meta.recipient;

  const outcome = await db.$transaction(async (tx) => {
    const share = await lockOpenShare(tx, meta.id);
    await assertDealOpen(tx, meta.id, recipientKey, input.blockId, input.signerId);
    const now = new Date();
    // Again under the lock: a new code asked for meanwhile undoes the verification.
    const verification = await verifiedSigner(tx, meta, input, tokenHash, now);
    await assertSignerEmailFree(tx, { snapshotId: meta.id, recipientKey, blockId: input.blockId, signerId: input.signerId }, verification.email, { verified: false });

    const selection = await tx.shareSelection.findUnique({ where: { snapshotId_recipientKey: { snapshotId: meta.id, recipientKey } }, select: { choices: true } });
    const content = acceptedContent({ snapshotId: meta.id, recipient: recipientKey, frozen, choices: (selection?.choices as Choices | undefined) ?? null });
    const contentHash = hashOfContent(content);
    if (contentHash !== input.contentHash) throw dealContentChanged();

    // Content-addressed: the first signature writes it, the others find it.
    await tx.acceptedContent.createMany({ data: [{ hash: contentHash, content: content as unknown as Prisma.InputJsonValue }], skipDuplicates: true });
    await tx.signature.create({
      data: {
        snapshotId: meta.id,
        recipientKey,
        blockId: input.blockId,
        signerId: input.signerId,
        signerName: verification.name,
        signerEmail: verification.email,
        signerRole: found.signer.role || null,
        verification: { method: "email-code", email: verification.email, verifiedAt: verification.verifiedAt.toISOString() },
        kind: input.signature.kind,
        typedText,
        image: image ? new Uint8Array(image) : null,
        contentHash,
        addressHash,
        userAgent,
        locale: verification.locale,
        signedAt: now,
      },
    });
    const signed = await tx.signature.findMany({ where: { snapshotId: meta.id, recipientKey }, select: { blockId: true, signerId: true } });
    const done = new Set(signed.map((row) => signerKey(row.blockId, row.signerId)));
    const everyone = [...requiredSignerKeys(frozen)].every((key) => done.has(key));
    if (!everyone) return { signerName: verification.name, decisionId: null };
    const decision = await tx.dealDecision.create({
      data: { snapshotId: meta.id, recipientKey, documentId: share.documentId, outcome: "ACCEPTED", contentHash, decidedAt: now },
      select: { id: true },
    });
    await refreshDealStatus(tx, share.documentId);
    return { signerName: verification.name, decisionId: decision.id };
  });

  announceSignature({ snapshotId: meta.id, recipientKey, signerName: outcome.signerName, decisionId: outcome.decisionId });
  return { accepted: outcome.decisionId !== null, deal: await readDealView(meta) };
}
