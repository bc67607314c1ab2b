// Caps of a pricing table (the schema refuses more; the editor's buttons stop there). Amount caps
// keep figures inside what a person can mean and what decimal arithmetic and the spreadsheet print
// exactly; a value above them is clamped, as every out-of-range number is (spec §5).

export const PRICING_LIMITS = {
  rows: 500,
  customColumns: 10,
  adjustments: 20,
  id: 64,
  name: 300,
  description: 2000,
  sectionTitle: 300,
  adjustmentTitle: 200,
  columnTitle: 100,
  /** Prices and absolute discounts and fees. */
  amount: 1_000_000_000_000,
  /** Quantities and custom column values. */
  quantity: 1_000_000_000,
  /** Exchange rates. */
  rate: 1_000_000_000,
  /** Money decimals (the engine's MAX_MONEY_DECIMALS). */
  decimals: 4,
} as const;
