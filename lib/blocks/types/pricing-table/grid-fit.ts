import type { PricingColumn } from "@/lib/pricing/engine";
import { columnKey } from "./display";

// How the editing grid fits its block. Wide enough, every column is a column. Narrower, the
// secondary columns (custom columns, line discount, line tax, total with tax) leave the grid: each
// item row then carries a line that reads their values and opens them as fields (row-details.tsx),
// while the item, price, quantity and total columns stay. Narrower than even that (a huge margin),
// the grid scrolls sideways inside its block, with a shadow at the edge that hides more.
//
// The switch is a container query, so it follows the block's real width whatever the zoom and the
// panel; the width the wide grid needs depends on its columns and on its longest figures, while a
// container query's width is fixed in the stylesheet. As in the reader's view (stacked.ts), the
// query container is the block inset by `shift` on each side (the table cancels it with negative
// margins): "narrower than GRID_QUERY_REM" then holds exactly when the block is narrower than the
// wide grid's need. The inset never exceeds what the compact grid needs itself (NEED_CAP), so it
// cannot push a grid that would fit out of its block; a need beyond that is always compact.

/** The fixed threshold of the `@max-md/grid` variant (Tailwind's md container size). */
export const GRID_QUERY_REM = 28;
/** GRID_QUERY_REM plus about what the compact grid needs: wider needs are always compact. */
export const NEED_CAP_REM = 60;

/** One character of the grid's small tabular figures, in rem (a digit measures 0.49; separators less). */
const CHAR_REM = 0.5;
const SELECT_REM = 1.75;
const NAME_REM = 11;
const ACTIONS_REM = 7.75;
/** A row's own currency menu beside its price ("Table's (EUR)", "€ EUR"). */
const CURRENCY_MENU_REM = 7.5;

/** Secondary columns go to each row's details when the grid is narrow; the others always stay. */
export const isSecondaryColumn = (column: PricingColumn) => typeof column !== "string" || column === "discount" || column === "lineTax" || column === "totalWithTax";

/** The longest text of each column (by columnKey), in characters. */
export type ColumnLengths = Readonly<Record<string, number>>;

interface NeedOptions {
  /** Rows may have their own currency: a menu beside each price. */
  rowCurrencies: boolean;
}

/** What one column needs, in rem: a field holds its longest number, a figure its longest amount; never less than a small field. */
function columnRem(column: PricingColumn, lengths: ColumnLengths, options: NeedOptions): number {
  const chars = lengths[columnKey(column)] ?? 0;
  if (column === "name") return NAME_REM;
  // A cell's padding is 0.5rem; a field adds its own 1rem and its border.
  if (column === "total" || column === "totalWithTax") return Math.max(5, chars * CHAR_REM + 0.75);
  const field = Math.max(4.5, chars * CHAR_REM + 1.625);
  return column === "price" && options.rowCurrencies ? field + CURRENCY_MENU_REM : field;
}

/** The width (rem) the grid needs with every column side by side. */
export function wideNeedRem(columns: readonly PricingColumn[], lengths: ColumnLengths, options: NeedOptions): number {
  return SELECT_REM + ACTIONS_REM + columns.reduce((sum, column) => sum + columnRem(column, lengths, options), 0);
}

// Tailwind finds only class names written out in full, so every class of both layouts is spelled here.

/** The block itself (the row buttons and the item field follow its plain width) and the inset query container. */
export const GRID_BLOCK = "@container/block";
export const GRID_CONTAINER = "@container/grid px-[var(--grid-shift)]";
export const GRID_TABLE = "-mx-[var(--grid-shift)] w-[calc(100%+2*var(--grid-shift))]";

/** The classes that differ between the layouts, for a grid that switches with its width or one that is always compact. */
export interface GridFitClasses {
  /** A cell of a secondary column (and the fillers that keep spanning rows aligned). */
  wideCell: string;
  /** The line under an item that reads and opens its secondary values. */
  compactRow: string;
  /** An item row with that line under it: the line draws the rule below both. */
  rowAboveDetails: string;
}

/** The row buttons: one line, or two by two in a narrow block. */
export const GRID_ACTIONS = "flex @max-[42rem]/block:grid @max-[42rem]/block:grid-cols-2";
/** The item's field: narrower in a narrow block. */
export const GRID_NAME = "min-w-40 @max-[42rem]/block:min-w-32";

const BY_QUERY: GridFitClasses = {
  wideCell: "@max-md/grid:hidden",
  compactRow: "hidden @max-md/grid:table-row",
  rowAboveDetails: "@max-md/grid:border-b-0",
};

const ALWAYS_COMPACT: GridFitClasses = {
  wideCell: "hidden",
  compactRow: "",
  rowAboveDetails: "border-b-0",
};

export interface GridFit {
  classes: GridFitClasses;
  /** The container's inset (rem), for --grid-shift. */
  shiftRem: number;
  /** Secondary columns, in the grid's order. */
  secondary: PricingColumn[];
}

export function gridFit(columns: readonly PricingColumn[], lengths: ColumnLengths, options: NeedOptions): GridFit {
  const secondary = columns.filter(isSecondaryColumn);
  const need = wideNeedRem(columns, lengths, options);
  if (need > NEED_CAP_REM && secondary.length > 0) return { classes: ALWAYS_COMPACT, shiftRem: 0, secondary };
  return { classes: BY_QUERY, shiftRem: (Math.min(need, NEED_CAP_REM) - GRID_QUERY_REM) / 2, secondary };
}

/**
 * The longest text of each column over the items: figures as shown, fields by their digits (a field
 * shows no currency and no thousands separators) plus the decimal separator.
 */
export function longestTexts<Item>(columns: readonly PricingColumn[], items: readonly Item[], text: (column: PricingColumn, item: Item) => string): ColumnLengths {
  const lengths: Record<string, number> = {};
  for (const column of columns) {
    if (column === "name") continue;
    const figure = column === "total" || column === "totalWithTax";
    lengths[columnKey(column)] = items.reduce((longest, item) => {
      const shown = text(column, item);
      return Math.max(longest, figure ? shown.length : shown.replace(/\D/g, "").length + 1);
    }, 0);
  }
  return lengths;
}
