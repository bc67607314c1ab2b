import { appliedChoice, type TableChoices } from "@/lib/pricing/choices";
import type { ItemRow, PricingRow, SectionRow } from "@/lib/pricing/types";
import type { SectionResult } from "@/lib/pricing/result";
import { toFigure, ZERO, type Amount } from "./decimal";
import { applyDiscounts } from "./adjustments";
import { computeLine } from "./lines";
import type { TableContext } from "./context";

// Sections: the item rows after a section row, up to the next one.

export interface SectionGroup {
  /** null: the untitled section of the item rows before the first section row. */
  section: SectionRow | null;
  items: ItemRow[];
}

export interface SectionFigures {
  result: SectionResult;
  subtotal: Amount;
  total: Amount;
  /** Sum of the section's (rounded) line taxes. */
  lineTax: Amount;
}

/**
 * Rows in order, grouped. The untitled leading section exists only when it holds an item row; a
 * titled section exists even when empty (its total is 0). Rows of an unknown type are skipped.
 */
export function groupSections(rows: PricingRow[]): SectionGroup[] {
  const groups: SectionGroup[] = [{ section: null, items: [] }];
  for (const row of rows) {
    if (row?.type === "section") groups.push({ section: row, items: [] });
    else if (row?.type === "item") groups[groups.length - 1].items.push(row);
  }
  return groups[0].items.length > 0 ? groups : groups.slice(1);
}

/**
 * Subtotal = sum of the included lines' nets; the section's discounts apply to it in order; total =
 * what is left. Every line is computed, included or not (a reader sees what an option would cost).
 */
export function computeSection(group: SectionGroup, context: TableContext, choices: TableChoices | undefined): SectionFigures {
  const lines = group.items.map((item) => computeLine(item, context, appliedChoice(item, ownChoice(choices, item.id))));
  const counted = lines.filter((line) => line.included);
  const subtotal = counted.reduce((sum, line) => sum.plus(line.net), ZERO);
  const lineTax = counted.reduce((sum, line) => sum.plus(line.tax), ZERO);
  const discounts = applyDiscounts(subtotal, group.section?.discounts, context.decimals);
  return {
    subtotal,
    total: discounts.remaining,
    lineTax,
    result: {
      rowId: typeof group.section?.id === "string" ? group.section.id : null,
      title: typeof group.section?.title === "string" ? group.section.title : "",
      lines: lines.map((line) => line.result),
      subtotal: toFigure(subtotal),
      discounts: discounts.results,
      total: toFigure(discounts.remaining),
    },
  };
}

/** The client's choice of a row, if any (an own property only: ids come from clients). */
function ownChoice(choices: TableChoices | undefined, id: unknown) {
  return choices && typeof id === "string" && Object.prototype.hasOwnProperty.call(choices, id) ? choices[id] : undefined;
}
