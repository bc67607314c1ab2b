import { createHash } from "node:crypto";
import canonicalize from "canonicalize";
import { effectiveChoices, PRICING_TABLE_TYPE, type Choices } from "@/lib/pricing/choices";
import type { FrozenBlock, FrozenSnapshot } from "@/lib/sharing/frozen";

// What a signature covers: the share's frozen blocks (without `sourceId`, the owner's live block
// ids, which say nothing of the content), the client's effective choices (every table's, defaults
// filled) and the exchange rates each pricing table used. Bound to the share and recipient, so the
// same document accepted by two recipients has two hashes, and a hash names one acceptance.
// The hash is SHA-256 (hex) of the RFC 8785 canonical JSON: the same content gives the same hash
// in any process, whatever the key order it was built in.

export type CoveredBlock = Omit<FrozenBlock, "sourceId">;

export interface DealContent {
  snapshotId: string;
  recipient: string;
  blocks: CoveredBlock[];
  choices: Choices;
  /** Per pricing-table block id: its metaData.currencyRates as frozen. */
  rates: Record<string, unknown>;
}

export interface AcceptedContentInput {
  snapshotId: string;
  recipient: string;
  frozen: FrozenSnapshot;
  /** The stored choices (null: none yet); their effective form is what is covered. */
  choices: Choices | null;
}

const ratesOf = (metaData: unknown): unknown => {
  const rates = metaData && typeof metaData === "object" ? (metaData as { currencyRates?: unknown }).currencyRates : undefined;
  return rates ?? {};
};

/** The JSON a signature on this share and recipient covers now. */
export function acceptedContent({ snapshotId, recipient, frozen, choices }: AcceptedContentInput): DealContent {
  return {
    snapshotId,
    recipient,
    blocks: frozen.blocks.map(({ sourceId: _sourceId, ...block }) => block),
    choices: effectiveChoices(frozen, choices),
    rates: Object.fromEntries(frozen.blocks.filter((block) => block.segmentType === PRICING_TABLE_TYPE).map((block) => [block.id, ratesOf(block.metaData)])),
  };
}

/** SHA-256 (hex) of the canonical JSON of `content`. */
export function hashOfContent(content: DealContent): string {
  return createHash("sha256").update(canonicalize(content) ?? "").digest("hex");
}

/** The hash a signature on this share and recipient must carry now. */
export const contentHashOf = (input: AcceptedContentInput): string => hashOfContent(acceptedContent(input));

/** A content hash as the API and /verify take it: 64 hex digits. */
export const CONTENT_HASH_PATTERN = /^[0-9a-f]{64}$/;
