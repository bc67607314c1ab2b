import { AppError } from "@/lib/http/errors";
import type { Prisma } from "@/lib/db/generated/client";

// One person, one signature: the e-mail address a signer proves is what ties the signature to them,
// so within one share and recipient no two signers may use the same one (else one partner could sign
// for both). Refused when the code is asked for, and again under the share's lock when signing (two
// signers verifying the same address at the same moment).

export const signerEmailTaken = () => new AppError("INVALID_INPUT", "signerEmailTaken", {}, [{ path: "email", message: "errors.signerEmailTaken" }]);

type Reader = Pick<Prisma.TransactionClient, "signerVerification" | "signature">;

interface SignerRef {
  snapshotId: string;
  recipientKey: string;
  blockId: string;
  signerId: string;
}

/** Not this signer: another block, or another signer of the same block. */
const otherSigners = ({ blockId, signerId }: SignerRef) => ({ NOT: { blockId, signerId } });

/** 400 on `email` when another signer of the share and recipient verified (`verified`) or signed with this address (any case). */
export async function assertSignerEmailFree(client: Reader, signer: SignerRef, email: string, include: { verified: boolean }): Promise<void> {
  const where = { snapshotId: signer.snapshotId, recipientKey: signer.recipientKey, ...otherSigners(signer) };
  const [signed, verified] = await Promise.all([
    client.signature.findFirst({ where: { ...where, signerEmail: { equals: email, mode: "insensitive" } }, select: { id: true } }),
    include.verified
      ? client.signerVerification.findFirst({ where: { ...where, verifiedAt: { not: null }, email: { equals: email, mode: "insensitive" } }, select: { id: true } })
      : null,
  ]);
  if (signed || verified) throw signerEmailTaken();
}
