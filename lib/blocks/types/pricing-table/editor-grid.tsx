"use client";

import { Fragment } from "react";
import type { LineResult, SectionResult } from "@/lib/pricing/result";
import type { ItemRow, PricingRow, SectionRow } from "@/lib/pricing/types";
import { GridHead } from "./grid-head";
import { ItemRowEditor } from "./item-row-editor";
import type { PricingLabels } from "./labels";
import { SectionRowEditor } from "./section-row-editor";
import { moveRow, updateRow } from "./table-edits";
import type { PricingTableState } from "./use-pricing-table";
import { SectionSummary, TableSummary } from "./view-summary";

// The editing grid: one line per row in the stored order, each section's discounts and total after
// its last row, then the table's summary, all from the engine's result as the author types.

interface Props {
  table: PricingTableState;
  labels: PricingLabels;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
}

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
  const layout = { labelSpan: table.columns.length, trailing: 1 };
  const shared = { result, format, labels, layout };
  const count = content.rows.length;

  return (
    <div className="page-chrome w-full overflow-x-auto">
      <table className="w-full min-w-[40rem] border-collapse text-sm tabular-nums">
        <GridHead table={table} labels={labels} allSelected={count > 0 && content.rows.every((row) => selected.has(row.id))} onSelectAll={(all) => onSelect(content.rows.map((row) => row.id), all)} />
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
                  <ItemRowEditor {...position} row={row} line={lines.get(row.id)} table={table} labels={labels} onChange={(patch) => table.setContent(updateRow<ItemRow>(content, row.id, patch))} />
                ) : (
                  <SectionRowEditor {...position} row={row} table={table} onChange={(patch) => table.setContent(updateRow<SectionRow>(content, row.id, patch))} />
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
  );
}
