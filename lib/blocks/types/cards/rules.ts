// Workspace spec §5: a card can be deleted only while more cards remain than the column count
// (cards: a row of the grid never has a gap) or more than one (cards2: horizontal cards, one a row).
// The editor disables its delete buttons with this; the schema itself only refuses an empty list.

export type CardsKind = "cards" | "cards2";

/** The most cards a block holds (the add button stops there; the schema refuses more). */
export const MAX_CARDS = 24;

export function canDeleteCard(kind: CardsKind, cardCount: number, noColumns: number): boolean {
  return kind === "cards" ? cardCount > noColumns : cardCount > 1;
}
