import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db/client";
import { effectiveChoices, type Choices } from "@/lib/pricing/choices";
import { cacheKey, frozenOf, remember, type OpenShareMeta } from "@/lib/share/open-share";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { contentHashOf } from "./content-hash";
import { sharedDocumentApiBase } from "./share-access";
import { signatureView, type StoredSignature } from "./signature-view";
import type { DealOutcomeView, DealView } from "./types";

// A share's deal for one recipient as the share view (and the signed copy) shows it: the client's
// choices, the signatures, the outcome, and the hash a signature now would carry. Read fresh on every
// call (one SQL statement): the share row's 2-second cache (open-share.ts) must never hide a
// signature or an outcome. What it costs is paid only by shares with a deal.

/** A stored signature as the statement below reads it: with its id, and its time as epoch milliseconds. */
type SignatureRow = Omit<StoredSignature, "signedAt"> & { id: string; signedAt: number };

interface DecisionRow {
  id: string;
  outcome: "ACCEPTED" | "DECLINED";
  decidedAt: number;
  contentHash: string | null;
  declinedBy: string | null;
  declineReason: string | null;
}

interface DealRow {
  choices: Choices | null;
  signatures: SignatureRow[];
  decision: DecisionRow | null;
}

/** The stored state of one share and recipient, in one statement (timestamps as epoch milliseconds: the columns hold UTC without a zone). */
async function readDealRow(snapshotId: string, recipient: string): Promise<DealRow> {
  const [row] = await db.$queryRaw<DealRow[]>`
    SELECT
      (SELECT sel."choices" FROM "share_selections" sel WHERE sel."snapshotId" = ${snapshotId} AND sel."recipientKey" = ${recipient}) AS "choices",
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', g."id", 'blockId', g."blockId", 'signerId', g."signerId", 'name', g."signerName", 'role', g."signerRole",
          'kind', g."kind"::text, 'typedText', g."typedText", 'imageBase64', translate(encode(g."image", 'base64'), E'\n', ''),
          'signedAt', floor(extract(epoch FROM g."signedAt") * 1000)
        ) ORDER BY g."signedAt", g."id")
        FROM "signatures" g WHERE g."snapshotId" = ${snapshotId} AND g."recipientKey" = ${recipient}
      ), '[]'::json) AS "signatures",
      (
        SELECT json_build_object(
          'id', d."id", 'outcome', d."outcome"::text, 'decidedAt', floor(extract(epoch FROM d."decidedAt") * 1000),
          'contentHash', d."contentHash", 'declinedBy', d."declinedBy", 'declineReason', d."declineReason"
        )
        FROM "deal_decisions" d WHERE d."snapshotId" = ${snapshotId} AND d."recipientKey" = ${recipient}
      ) AS "decision"`;
  return { choices: row?.choices ?? null, signatures: row?.signatures ?? [], decision: row?.decision ?? null };
}

const HASHES_KEPT = 500;
const hashes = new Map<string, string>();

/**
 * The content hash of a share and recipient with these stored choices. Canonicalizing a long
 * document costs a millisecond or two, so each (snapshot, recipient, choices) is hashed once per process.
 */
export function currentContentHash(share: { id: string; updatedAt: Date }, recipient: string, frozen: FrozenSnapshot, choices: Choices | null): string {
  const key = `${cacheKey(share)}:${recipient}:${JSON.stringify(choices)}`;
  const known = hashes.get(key);
  if (known) return remember(hashes, key, known, HASHES_KEPT);
  return remember(hashes, key, contentHashOf({ snapshotId: share.id, recipient, frozen, choices }), HASHES_KEPT);
}

const outcomeView = (row: DecisionRow): DealOutcomeView => ({
  outcome: row.outcome,
  decidedAt: new Date(Number(row.decidedAt)).toISOString(),
  contentHash: row.contentHash,
  declinedBy: row.declinedBy,
  declineReason: row.declineReason,
});

/**
 * The deal of an open share for its recipient, or null when the share neither asks for acceptance
 * nor offers choices (then nothing is read).
 */
export async function readDealView(meta: OpenShareMeta): Promise<DealView | null> {
  if (!meta.requireAcceptance && !meta.hasChoices) return null;
  const [row, frozen] = await Promise.all([readDealRow(meta.id, meta.recipient), frozenOf(meta)]);
  const contentHash = currentContentHash(meta, meta.recipient, frozen, row.choices);
  // Signatures are never edited and an outcome is written once: their ids, with the hash of what
  // the choices now make, change whenever anything the page shows does.
  const stamp = createHash("sha256")
    .update([contentHash, ...row.signatures.map((signature) => signature.id), row.decision ? `${row.decision.id}:${row.decision.outcome}` : ""].join("\n"))
    .digest("base64url")
    .slice(0, 16);
  return {
    apiBase: sharedDocumentApiBase(meta.shareKey, meta.recipient),
    requireAcceptance: meta.requireAcceptance,
    choices: effectiveChoices(frozen, row.choices),
    signatures: row.signatures.map(({ signedAt, ...signature }) => signatureView({ ...signature, signedAt: new Date(Number(signedAt)) })),
    outcome: row.decision ? outcomeView(row.decision) : null,
    locked: row.signatures.length > 0 || row.decision !== null,
    contentHash,
    stamp,
  };
}
