// Closing the deal: the shapes the share view, its scripts, the server and the owner's screens share.
// Browser-safe (no server imports). The rules live beside this file; the pricing choices in
// lib/pricing/choices.ts.

import type { Choices } from "@/lib/pricing/choices";

export const ACCEPT_BLOCK_TYPE = "accept";

/** A signer the owner names in an Accept block: a partner, a venue's manager... */
export interface AcceptSigner {
  /** Stable within the block: signatures and verifications name it. */
  id: string;
  /** As the owner wrote it; the signer confirms (and may correct) it. */
  name: string;
  /** "Bride", "Groom", "Event manager"...; may be empty. */
  role: string;
  /** Fixed by the owner, or empty: the signer gives it (the code goes to it either way). */
  email: string;
}

/** The Accept block's content (lib/blocks/types/accept). */
export interface AcceptContent {
  /** Heading; empty shows the reader's language's default ("Acceptance"). */
  title: string;
  /** The terms, sanitized rich text HTML; may be empty. */
  terms: string;
  /** One to six signers; each must sign for the share to be accepted. */
  signers: AcceptSigner[];
  /** Whether each signer must tick "I agree to the terms" before signing. */
  requireAgreement: boolean;
  /** The checkbox's text; empty shows the default ("I have read and agree to the terms."). */
  agreementLabel: string;
}

/** A signature as the share view shows it: never the e-mail address, the address hash or the agent. */
export interface SignatureView {
  blockId: string;
  signerId: string;
  name: string;
  role: string | null;
  kind: "typed" | "drawn";
  /** The typed name (kind typed). */
  typedText: string | null;
  /** A data: URL of the drawn PNG (kind drawn). */
  imageDataUrl: string | null;
  /** ISO time, the server's clock. */
  signedAt: string;
}

export interface DealOutcomeView {
  outcome: "ACCEPTED" | "DECLINED";
  /** ISO time. */
  decidedAt: string;
  /** Accepted: the hash of what was accepted (for /verify/{hash} and the certificate). */
  contentHash: string | null;
  declinedBy: string | null;
  declineReason: string | null;
}

/**
 * What the share view renders of a share's deal for one recipient (BlockRenderContext.deal): the
 * client's choices, who signed, the outcome, and the hash of what a signature now would cover.
 * `locked`: choices can no longer change (a signature exists, or an outcome).
 */
export interface DealView {
  /** Where the page's scripts send their calls: /api/shared-document/{key}/{recipient}. */
  apiBase: string;
  requireAcceptance: boolean;
  choices: Choices;
  signatures: SignatureView[];
  outcome: DealOutcomeView | null;
  locked: boolean;
  contentHash: string;
  /** A stamp that changes whenever any of the above does (the page cache's key and ETag use it). */
  stamp: string;
}
