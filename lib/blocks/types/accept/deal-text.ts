import type { DealView, SignatureView } from "@/lib/acceptance/types";

// Small pure readers of a deal for the Accept block's view (and the share page's banner).

/** "A", "A and B", "A, B and C" with the reader's language's words. */
export function joinNames(names: readonly string[], words: { two: (first: string, second: string) => string; more: (list: string, last: string) => string; separator: string }): string {
  if (names.length <= 1) return names[0] ?? "";
  if (names.length === 2) return words.two(names[0], names[1]);
  return words.more(names.slice(0, -1).join(words.separator), names[names.length - 1]);
}

/** Who signed, each name once, in the order they signed. */
export function signedNames(deal: DealView): string[] {
  const ordered = [...deal.signatures].sort((a, b) => a.signedAt.localeCompare(b.signedAt));
  return [...new Set(ordered.map((signature) => signature.name.trim()).filter(Boolean))];
}

/** The signatures of one Accept block, by signer id. */
export function blockSignatures(deal: DealView | undefined, blockId: string): Map<string, SignatureView> {
  return new Map((deal?.signatures ?? []).filter((signature) => signature.blockId === blockId).map((signature) => [signature.signerId, signature]));
}

/**
 * An address shown only enough to recognise it ("j•••@example.com"): the owner's fixed address for
 * a signer is not the page's to reveal to whoever holds the link.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "";
  return `${Array.from(email.slice(0, at))[0]}•••${email.slice(at)}`;
}

/** A stored ISO time as a number for ICU date arguments (NaN-safe: an unreadable time is the epoch). */
export const timeValue = (iso: string): number => {
  const value = Date.parse(iso);
  return Number.isFinite(value) ? value : 0;
};
