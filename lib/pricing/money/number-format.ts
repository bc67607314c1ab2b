import { normalizeNumberFormat } from "@/lib/teams/number-format";
import type { NumberFormat } from "@/lib/pricing/types";

// Which number format a pricing table prints with: the table's own, else the workspace's.

export const DEFAULT_GROUP_LENGTH = 3;
export const MAX_MONEY_DECIMALS = 4;

const DECIMAL_SEPARATORS = [".", ","];
/** Comma, dot, space (workspace settings), plus the Swiss apostrophe and "" (no grouping) for tables. */
const GROUP_SEPARATORS = [",", ".", " ", "'", ""];

/**
 * The format a table's figures are printed and parsed with.
 * - Separators and the group length come from the table's own format when it has one, else from the
 *   workspace (group length 3). Unknown separators fall back to "." and ",".
 * - The decimal length is always `decimals` (the table's money decimals, which the engine rounds to),
 *   clamped 0-4: printing more or fewer places than the engine rounded to would make the printed
 *   table stop adding up. The block keeps numberFormat.decimalLength equal to meta.decimals.
 * - Equal separators cannot be told apart: the decimal separator switches to the other of dot and
 *   comma (accounts spec §5), the same rule as the workspace settings.
 */
export function resolveNumberFormat(
  workspace: { decimalSeparator: string; groupSeparator: string },
  table: NumberFormat | null,
  decimals: number,
): NumberFormat {
  const source = table ?? workspace;
  const groupSeparator = GROUP_SEPARATORS.includes(source.groupSeparator) ? source.groupSeparator : ",";
  let decimalSeparator = DECIMAL_SEPARATORS.includes(source.decimalSeparator) ? source.decimalSeparator : groupSeparator === "." ? "," : ".";
  if (decimalSeparator === groupSeparator) {
    decimalSeparator = normalizeNumberFormat({ decimalSeparator: decimalSeparator as "." | ",", groupSeparator: groupSeparator as "." | "," }).decimalSeparator;
  }
  return {
    decimalLength: clampInteger(decimals, 0, MAX_MONEY_DECIMALS, 2),
    groupLength: table ? clampInteger(table.groupLength, 1, 9, DEFAULT_GROUP_LENGTH) : DEFAULT_GROUP_LENGTH,
    decimalSeparator,
    groupSeparator,
  };
}

/** A whole number within min-max; anything unreadable takes the fallback. */
export function clampInteger(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
