import "server-only";
import { sharedDocumentApiBase } from "@/lib/acceptance/share-access";
import { signatureView } from "@/lib/acceptance/signature-view";
import type { DealView } from "@/lib/acceptance/types";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import type { Choices } from "@/lib/pricing/choices";
import type { FrozenBlock, FrozenSnapshot } from "@/lib/sharing/frozen";
import { readFrozen } from "@/lib/sharing/frozen";

// What an accepted deal was, read from its stored rows only (never from the share's current state):
// the AcceptedContent the decision names (the frozen blocks and the client's choices exactly as
// accepted), the signatures, and the snapshot's frame (workspace, style, media). The signed copy is
// printed from this, so it shows what was accepted even if the share is later disabled or expires.

export interface SignedDeal {
  decisionId: string;
  snapshotId: string;
  shareKey: string;
  recipient: string;
  documentId: string;
  teamId: string;
  contentHash: string;
  decidedAt: Date;
  pdfKey: string | null;
  /** The frozen copy with the accepted blocks. */
  frozen: FrozenSnapshot;
  mediaIds: string[];
  fileIds: string[];
  /** The live document's margins (not part of what was accepted: the page, not the content). */
  pageMargins: unknown;
  owner: { email: string; firstname: string; lastname: string; language: string } | null;
  signatures: {
    id: string;
    blockId: string;
    signerId: string;
    signerName: string;
    signerEmail: string;
    signerRole: string | null;
    verification: unknown;
    kind: "typed" | "drawn";
    typedText: string | null;
    image: Uint8Array | null;
    addressHash: string;
    userAgent: string;
    /** The signer's language when they signed: their copy's e-mail is written in it. */
    locale: string;
    signedAt: Date;
  }[];
  deal: DealView;
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** The accepted blocks and choices as stored (content-hash.ts DealContent); the snapshot's blocks if the record lacks them. */
function acceptedParts(content: unknown, frozen: FrozenSnapshot): { blocks: FrozenBlock[]; choices: Choices } {
  const stored = isObject(content) ? content : {};
  const blocks = Array.isArray(stored.blocks)
    ? (stored.blocks as Omit<FrozenBlock, "sourceId">[]).map((block) => ({ ...block, sourceId: "" }))
    : frozen.blocks;
  return { blocks, choices: isObject(stored.choices) ? (stored.choices as Choices) : {} };
}

/** The stored record of an accepted deal, or 404 (unknown decision, or a declined one). */
export async function readSignedDeal(decisionId: string): Promise<SignedDeal> {
  const decision = await db.dealDecision.findUnique({
    where: { id: decisionId },
    select: {
      id: true,
      snapshotId: true,
      recipientKey: true,
      documentId: true,
      outcome: true,
      contentHash: true,
      decidedAt: true,
      pdfKey: true,
      content: { select: { content: true } },
      snapshot: {
        select: {
          shareKey: true,
          frozen: true,
          mediaIds: true,
          fileIds: true,
          document: { select: { teamId: true, pageMargins: true, owner: { select: { email: true, firstname: true, lastname: true, language: true } } } },
        },
      },
    },
  });
  if (!decision || decision.outcome !== "ACCEPTED" || !decision.contentHash) throw notFound();
  const signatures = await db.signature.findMany({
    where: { snapshotId: decision.snapshotId, recipientKey: decision.recipientKey },
    orderBy: [{ signedAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      blockId: true,
      signerId: true,
      signerName: true,
      signerEmail: true,
      signerRole: true,
      verification: true,
      kind: true,
      typedText: true,
      image: true,
      addressHash: true,
      userAgent: true,
      locale: true,
      signedAt: true,
    },
  });
  const snapshotFrozen = readFrozen(decision.snapshot.frozen);
  const { blocks, choices } = acceptedParts(decision.content?.content, snapshotFrozen);
  const frozen: FrozenSnapshot = { ...snapshotFrozen, blocks };
  const views = signatures.map((signature) =>
    signatureView({
      blockId: signature.blockId,
      signerId: signature.signerId,
      name: signature.signerName,
      role: signature.signerRole,
      kind: signature.kind,
      typedText: signature.typedText,
      imageBase64: signature.image ? Buffer.from(signature.image).toString("base64") : null,
      signedAt: signature.signedAt,
    }),
  );
  const deal: DealView = {
    apiBase: sharedDocumentApiBase(decision.snapshot.shareKey, decision.recipientKey),
    requireAcceptance: true,
    choices,
    signatures: views,
    outcome: { outcome: "ACCEPTED", decidedAt: decision.decidedAt.toISOString(), contentHash: decision.contentHash, declinedBy: null, declineReason: null },
    locked: true,
    contentHash: decision.contentHash,
    stamp: decision.contentHash.slice(0, 16),
  };
  return {
    decisionId: decision.id,
    snapshotId: decision.snapshotId,
    shareKey: decision.snapshot.shareKey,
    recipient: decision.recipientKey,
    documentId: decision.documentId,
    teamId: decision.snapshot.document.teamId,
    contentHash: decision.contentHash,
    decidedAt: decision.decidedAt,
    pdfKey: decision.pdfKey,
    frozen,
    mediaIds: decision.snapshot.mediaIds,
    fileIds: decision.snapshot.fileIds,
    pageMargins: decision.snapshot.document.pageMargins,
    owner: decision.snapshot.document.owner,
    signatures: signatures.map((signature) => ({ ...signature, kind: signature.kind as "typed" | "drawn" })),
    deal,
  };
}
