import type { SignatureView } from "./types";

// A stored signature as the share view (and the signed copy's page) shows it: never the e-mail
// address, the address hash or the user agent. One mapping for the live deal (share-deal-view.ts)
// and the accepted one (lib/pdf/signed-deal.ts).

export interface StoredSignature {
  blockId: string;
  signerId: string;
  name: string;
  role: string | null;
  kind: "typed" | "drawn";
  typedText: string | null;
  /** The drawn PNG, in base64. */
  imageBase64: string | null;
  signedAt: Date;
}

export const signatureView = (row: StoredSignature): SignatureView => ({
  blockId: row.blockId,
  signerId: row.signerId,
  name: row.name,
  role: row.role,
  kind: row.kind,
  typedText: row.kind === "typed" ? row.typedText : null,
  imageDataUrl: row.kind === "drawn" && row.imageBase64 ? `data:image/png;base64,${row.imageBase64}` : null,
  signedAt: row.signedAt.toISOString(),
});
