import type { PricingColumn } from "@/lib/pricing/engine";

// The pricing table's narrow layout. One markup serves both layouts: below the width its columns
// need, the same <table> restyles into one card per item ("€650.00 × 2 × 3 days = €3,900.00") and a
// full-width summary, so a phone never scrolls sideways and screen readers read the table once.
//
// Where it switches depends on the columns (a five-column offer fits a tablet, eight do not), but a
// container query's width is fixed in the stylesheet. So the query container is the block inset by
// a padding of `shift` on each side (the table cancels it with negative margins): the fixed query,
// "narrower than STACK_QUERY_REM", then holds exactly when the block is narrower than
// STACK_QUERY_REM + 2 × shift, the width these columns need.

/** The fixed threshold of the `@max-lg/pricing` variant (Tailwind's lg container size). */
export const STACK_QUERY_REM = 32;
/** Never stack at the 48rem content width of the desktop page: wider tables scroll there, as before. */
export const STACK_MAX_REM = 46;

/** Whether the table shows the client's quantity steppers (a wider quantity column). */
export interface StackOptions {
  steppers?: boolean;
}

/** What a column needs side by side, in rem: the name wraps, money does not, small numbers are narrow; a stepper is three 44 px boxes. */
function columnRem(column: PricingColumn, options: StackOptions): number {
  if (column === "name") return 11;
  if (column === "qty" && options.steppers) return 10;
  if (column === "price" || column === "total" || column === "totalWithTax") return 6.5;
  return 4.5;
}

/** The block width (rem) below which these columns stack: what they need, capped at STACK_MAX_REM. */
export function stackBelowRem(columns: readonly PricingColumn[], options: StackOptions = {}): number {
  const needed = columns.reduce((sum, column) => sum + columnRem(column, options), 0);
  return Math.min(STACK_MAX_REM, Math.max(STACK_QUERY_REM, needed));
}

/** The inset of the query container that moves the fixed query to stackBelowRem (see above). */
export const stackShiftRem = (columns: readonly PricingColumn[], options: StackOptions = {}) => (stackBelowRem(columns, options) - STACK_QUERY_REM) / 2;

// Tailwind finds only class names written out in full, so every narrow-layout class is spelled here.

/** The query container (inset by --pricing-shift) and the table that spans the block again. */
export const STACK_CONTAINER = "@container/pricing px-[var(--pricing-shift)]";
export const STACK_TABLE = "-mx-[var(--pricing-shift)] w-[calc(100%+2*var(--pricing-shift))] @max-lg/pricing:block";
/** Column titles stay for screen readers; the cards label their figures themselves. */
export const STACK_HEAD = "@max-lg/pricing:sr-only";
export const STACK_GROUP = "@max-lg/pricing:block";
/** The table's summary, set apart from the last section's lines (an item card ends with its own line). */
export const STACK_FOOT = "@max-lg/pricing:mt-3 @max-lg/pricing:block";
export const STACK_FOOT_AFTER_SUMMARY = "@max-lg/pricing:border-t @max-lg/pricing:border-current/25 @max-lg/pricing:pt-2";

/**
 * An item row as a card: name and description on top, the figures wrapping under them. The row's
 * ::after is a line break (order 2) between the line total (order 1) and the line tax figures (order 3).
 */
export const STACK_ITEM_ROW =
  "@max-lg/pricing:flex @max-lg/pricing:flex-wrap @max-lg/pricing:items-baseline @max-lg/pricing:gap-x-1.5 @max-lg/pricing:gap-y-1 @max-lg/pricing:py-3 @max-lg/pricing:after:order-2 @max-lg/pricing:after:basis-full";
export const STACK_NAME_CELL = "@max-lg/pricing:block @max-lg/pricing:basis-full @max-lg/pricing:p-0 @max-lg/pricing:pb-0.5";
/** A quantity the client chooses (a stepper): in the formula, at full strength, wrapping as a whole. */
export const STACK_STEPPER_CELL = "@max-lg/pricing:block @max-lg/pricing:p-0 @max-lg/pricing:text-left";
/** The stepper's range and message under it: under its start in a card, under its end in the table. */
export const STACK_STEPPER = "items-end @max-lg/pricing:items-start";
export const STACK_STEPPER_TEXT = "text-right @max-lg/pricing:text-left";
/** Price, quantity, custom columns and the line discount: the formula, a shade lighter. */
export const STACK_FACTOR_CELL = "@max-lg/pricing:block @max-lg/pricing:p-0 @max-lg/pricing:opacity-80";
export const STACK_TOTAL_CELL = "@max-lg/pricing:order-1 @max-lg/pricing:ml-auto @max-lg/pricing:block @max-lg/pricing:p-0 @max-lg/pricing:pl-2 @max-lg/pricing:font-semibold";
export const STACK_TAX_CELL = "@max-lg/pricing:order-3 @max-lg/pricing:block @max-lg/pricing:p-0 @max-lg/pricing:text-[0.8125rem] @max-lg/pricing:opacity-80";
export const STACK_TOTAL_WITH_TAX_CELL = "@max-lg/pricing:order-3 @max-lg/pricing:ml-auto @max-lg/pricing:block @max-lg/pricing:p-0 @max-lg/pricing:pl-2 @max-lg/pricing:text-[0.8125rem]";
/** Text shown only in the card (operators, units, the labels a column title gave). */
export const STACK_ONLY = "hidden @max-lg/pricing:inline";
/** The table's own text of a cell whose card says it otherwise (STACK_ONLY beside it). */
export const STACK_WIDE_ONLY = "@max-lg/pricing:hidden";

export const STACK_SECTION_ROW = "@max-lg/pricing:block";
export const STACK_SECTION_CELL = "@max-lg/pricing:block @max-lg/pricing:px-0";
/** A summary line: its label on the left, the amount on the right, across the whole width. */
export const STACK_SUMMARY_ROW = "@max-lg/pricing:flex @max-lg/pricing:items-baseline @max-lg/pricing:justify-between @max-lg/pricing:gap-4";
export const STACK_SUMMARY_LABEL = "@max-lg/pricing:block @max-lg/pricing:px-0 @max-lg/pricing:text-left";
export const STACK_SUMMARY_AMOUNT = "@max-lg/pricing:block @max-lg/pricing:px-0";
export const STACK_GRAND_TOTAL_ROW = "@max-lg/pricing:mt-1 @max-lg/pricing:py-1 @max-lg/pricing:text-base";
export const STACK_HIDDEN = "@max-lg/pricing:hidden";
