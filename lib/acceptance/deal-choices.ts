import { readBlock } from "@/lib/blocks/parse";
import { previewText } from "@/lib/content-templates/preview";
import { computeTable } from "@/lib/pricing/engine";
import { formatMoney, resolveNumberFormat } from "@/lib/pricing/money";
import type { CurrencyCode, PricingContent, PricingMeta } from "@/lib/pricing/types";
import { appliedChoice, choiceRowsOf, isChoiceRow, isOptionalRow, quantityRange, type Choices, type TableChoices } from "@/lib/pricing/choices";
import type { FrozenBlock, FrozenSnapshot } from "@/lib/sharing/frozen";

// A client's choices as the owner reads them (the Share tab's deal panel): per pricing table that
// offers choices, the rows the client can change, with what counts now (the rules of
// lib/pricing/choices.ts: a valid choice, else the owner's default) and the table's grand total
// with them, computed by the one engine. Pure.

export interface DealChoiceRow {
  rowId: string;
  name: string;
  optional: boolean;
  selected: boolean;
  quantity: number;
  /** The range the client chooses the quantity in; null when the quantity is the owner's. */
  quantityMin: number | null;
  quantityMax: number | null;
}

export interface DealChoiceTable {
  blockId: string;
  /** The heading just above the table, if there is one (tables have no title of their own). */
  tableTitle: string | null;
  rows: DealChoiceRow[];
  /** The table's grand total with these choices, printed as the table prints it; absent for a table that cannot be read. */
  total?: { amount: number; currency: CurrencyCode; formatted: string };
}

const DEFAULT_WORKSPACE_FORMAT = { decimalSeparator: ".", groupSeparator: "," };

function tableTotal(block: FrozenBlock, workspace: { decimalSeparator: string; groupSeparator: string }, choices: TableChoices): DealChoiceTable["total"] {
  try {
    const { content, metaData } = readBlock(block) as { content: PricingContent; metaData: PricingMeta };
    const result = computeTable(content, metaData, choices);
    const format = resolveNumberFormat(workspace, metaData.numberFormat, result.decimals);
    return { amount: result.grandTotal, currency: result.currency, formatted: formatMoney(result.grandTotal, result.currency, format) };
  } catch (error) {
    // A frozen table the engine cannot read still lists its choices.
    console.error(`[deal] total of table ${block.id} not computed`, error);
    return undefined;
  }
}

const TITLE_LENGTH = 60;
export const HEADING_TYPE = "heading";

/** The heading block right before the table among its siblings, as the reader sees it above the table. */
function headingAbove(blocks: FrozenBlock[], table: FrozenBlock): string | null {
  const before = blocks
    .filter((block) => block.parent === table.parent && block.order < table.order && !block.isFixedBlock)
    .sort((a, b) => b.order - a.order)[0];
  if (before?.segmentType !== HEADING_TYPE) return null;
  return previewText(before.content, TITLE_LENGTH) || null;
}

export function dealChoiceTables(frozen: Pick<FrozenSnapshot, "blocks"> & { team?: Partial<FrozenSnapshot["team"]> }, choices: Choices): DealChoiceTable[] {
  const workspace = frozen.team?.numberFormat ?? DEFAULT_WORKSPACE_FORMAT;
  return frozen.blocks.flatMap((block): DealChoiceTable[] => {
    const table = Object.prototype.hasOwnProperty.call(choices, block.id) ? choices[block.id] : undefined;
    if (!table) return [];
    const rows = choiceRowsOf(block.content)
      .filter(isChoiceRow)
      .map((row): DealChoiceRow => {
        const range = quantityRange(row);
        // What counts: the given choice where valid, the owner's default otherwise.
        const choice = appliedChoice(row, Object.prototype.hasOwnProperty.call(table, row.id) ? table[row.id] : undefined);
        return {
          rowId: row.id,
          name: typeof (row as { name?: unknown }).name === "string" ? (row as { name: string }).name : "",
          optional: isOptionalRow(row),
          selected: choice.selected,
          quantity: choice.quantity,
          quantityMin: range?.min ?? null,
          quantityMax: range?.max ?? null,
        };
      });
    if (!rows.length) return [];
    const total = tableTotal(block, workspace, table);
    return [{ blockId: block.id, tableTitle: headingAbove(frozen.blocks, block), rows, ...(total ? { total } : {}) }];
  });
}
