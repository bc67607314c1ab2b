"use client";

import { Fragment, type CSSProperties } from "react";
import type { LineResult, SectionResult } from "@/lib/pricing/result";
import type { ItemRow, PricingRow, SectionRow } from "@/lib/pricing/types";
import { GridHead } from "./grid-head";
import { GRID_BLOCK, GRID_CONTAINER, GRID_TABLE, gridFit, longestTexts } from "./grid-fit";
import { ItemRowEditor } from "./item-row-editor";
import type { PricingLabels } from "./labels";
import { SectionRowEditor } from "./section-row-editor";
import { moveRow, updateRow } from "./table-edits";
import type { PricingTableState } from "./use-pricing-table";
import { cellText } from "./view-cells";
import { SectionSummary, TableSummary } from "./view-summary";

// The editing grid: one line per row in the stored order, each section's discounts and total after
// its last row, then the table's summary, all from the engine's result as the author types. It fits
// its block (grid-fit.ts): narrow, the secondary columns move into each row's details; narrower
// still, it scrolls sideways, and a shadow on the edge says more is there.

interface Props {
  table: PricingTableState;
  labels: PricingLabels;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
}

/**
 * Scroll shadows: white covers (scrolling with the content) hide a shadow (fixed to the edges) at
 * the ends the content has reached, so a shadow shows only on a side with more to scroll to.
 */
const SCROLL_HINT: CSSProperties = {
  background: [
    "linear-gradient(to right, white 40%, rgb(255 255 255 / 0)) left / 2.5rem 100% no-repeat local",
    "linear-gradient(to left, white 40%, rgb(255 255 255 / 0)) right / 2.5rem 100% no-repeat local",
    "radial-gradient(farthest-side at 0 50%, rgb(30 20 10 / 0.22), transparent) left / 0.875rem 100% no-repeat scroll",
    "radial-gradient(farthest-side at 100% 50%, rgb(30 20 10 / 0.22), transparent) right / 0.875rem 100% no-repeat scroll",
  ].join(", "),
};

/** Where each engine section ends in the rows: its summary goes after that row. */
function sectionEnds(rows: PricingRow[], sections: SectionResult[]): Map<number, SectionResult> {
  const ends = new Map<number, SectionResult>();
  let current: SectionResult | undefined = sections.find((section) => section.rowId === null);
  let last = -1;
  rows.forEach((row, index) => {
    if (row.type === "section") {
      if (current && last >= 0) ends.set(last, current);
      current = sections.find((section) => section.rowId === row.id);
    }
    last = index;
  });
  if (current && last >= 0) ends.set(last, current);
  return ends;
}

export function EditorGrid({ table, labels, selected, onSelect }: Props) {
  const { content, meta, result, format } = table;
  const lines = new Map<string, LineResult>(result.sections.flatMap((section) => section.lines.map((line) => [line.rowId, line] as const)));
  const ends = sectionEnds(content.rows, result.sections);
  const items = content.rows.filter((row): row is ItemRow => row.type === "item");
  const lengths = longestTexts(table.columns, items, (column, row) => cellText(column, { row, line: lines.get(row.id), currency: meta.currency, format, labels }));
  const fit = gridFit(table.columns, lengths, { rowCurrencies: meta.allowCurrencyChange });
  // The summary's label spans the selection, item, price and quantity columns; the secondary ones get empty cells.
  const layout = { labelSpan: table.columns.length - fit.secondary.length, trailing: 1, leading: { count: fit.secondary.length, className: fit.classes.wideCell } };
  const shared = { result, format, labels, layout };
  const count = content.rows.length;

  return (
    <div className={`page-chrome w-full overflow-x-auto ${GRID_BLOCK}`} style={SCROLL_HINT}>
      <div className={GRID_CONTAINER} style={{ "--grid-shift": `${fit.shiftRem}rem` } as CSSProperties}>
        <table className={`border-collapse text-sm tabular-nums ${GRID_TABLE}`}>
          <GridHead table={table} labels={labels} fit={fit} allSelected={count > 0 && content.rows.every((row) => selected.has(row.id))} onSelectAll={(all) => onSelect(content.rows.map((row) => row.id), all)} />
          <tbody>
            {content.rows.map((row, index) => {
              const position = {
                index,
                count,
                selected: selected.has(row.id),
                onSelect: (value: boolean) => onSelect([row.id], value),
                onMove: (by: -1 | 1) => table.setContent(moveRow(content, index, by)),
              };
              const section = ends.get(index);
              return (
                <Fragment key={row.id}>
                  {row.type === "item" ? (
                    <ItemRowEditor {...position} row={row} line={lines.get(row.id)} table={table} labels={labels} fit={fit} onChange={(patch) => table.setContent(updateRow<ItemRow>(content, row.id, patch))} />
                  ) : (
                    <SectionRowEditor {...position} row={row} table={table} fit={fit} onChange={(patch) => table.setContent(updateRow<SectionRow>(content, row.id, patch))} />
                  )}
                  {section && <SectionSummary {...shared} section={section} meta={meta} />}
                </Fragment>
              );
            })}
          </tbody>
          <tfoot>
            <TableSummary {...shared} content={content} meta={meta} />
          </tfoot>
        </table>
      </div>
    </div>
  );
}
