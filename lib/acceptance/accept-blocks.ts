import { ACCEPT_BLOCK_TYPE, type AcceptContent, type AcceptSigner } from "./types";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";

// The Accept blocks of a frozen document and their signers, read tolerantly: the block's own schema
// (lib/blocks/types/accept) checked the content when it was written, so anything odd here is an old
// or hand-made copy, read with the defaults rather than refused.

const text = (value: unknown) => (typeof value === "string" ? value : "");

function signerOf(value: unknown): AcceptSigner | null {
  if (!value || typeof value !== "object") return null;
  const { id, name, role, email } = value as Record<string, unknown>;
  if (typeof id !== "string" || !id) return null;
  return { id, name: text(name), role: text(role), email: text(email) };
}

export function readAcceptContent(content: unknown): AcceptContent {
  const value = content && typeof content === "object" ? (content as Record<string, unknown>) : {};
  const signers = Array.isArray(value.signers) ? value.signers.map(signerOf).filter((signer): signer is AcceptSigner => signer !== null) : [];
  return {
    title: text(value.title),
    terms: text(value.terms),
    signers,
    requireAgreement: value.requireAgreement === true,
    agreementLabel: text(value.agreementLabel),
  };
}

export interface AcceptBlock {
  id: string;
  content: AcceptContent;
}

export const acceptBlocksOf = (frozen: FrozenSnapshot): AcceptBlock[] =>
  frozen.blocks.filter((block) => block.segmentType === ACCEPT_BLOCK_TYPE).map((block) => ({ id: block.id, content: readAcceptContent(block.content) }));

/** Every signer the share needs, as "blockId/signerId" keys. */
export const requiredSignerKeys = (frozen: FrozenSnapshot): Set<string> =>
  new Set(acceptBlocksOf(frozen).flatMap((block) => block.content.signers.map((signer) => signerKey(block.id, signer.id))));

export const signerKey = (blockId: string, signerId: string) => `${blockId}/${signerId}`;

/** The block and signer a call names, or null when the frozen document has no such signer. */
export function findSigner(frozen: FrozenSnapshot, blockId: string, signerId: string): { block: AcceptBlock; signer: AcceptSigner } | null {
  const block = acceptBlocksOf(frozen).find((item) => item.id === blockId);
  const signer = block?.content.signers.find((item) => item.id === signerId);
  return block && signer ? { block, signer } : null;
}
