import { computeTable, visibleColumns } from "@/lib/pricing/engine";
import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import type { BlockViewProps } from "../../definition";
import { columnKey, columnTitle, isNumericColumn, tableFormat } from "./display";
import { pricingLabelsOf } from "./labels";
import { ItemCells } from "./view-cells";
import { SectionSummary, TableSummary } from "./view-summary";

// The pricing table as a reader sees it (no hooks: the share view renders it to plain HTML). Every
// figure comes from the engine; fonts and colours are the document's (inherited). Many columns
// scroll sideways inside the block rather than squeezing figures on a tablet.

export function PricingTableView({ block, context }: BlockViewProps<PricingContent, PricingMeta>) {
  const { content, metaData: meta } = block;
  const labels = pricingLabelsOf(context);
  const format = tableFormat(meta, context.team.numberFormat);
  const result = computeTable(content, meta);
  const columns = visibleColumns(content, meta);
  const items = new Map(content.rows.flatMap((row) => (row.type === "item" ? [[row.id, row] as const] : [])));
  const layout = { labelSpan: columns.length - 1, trailing: 0 };
  const shared = { result, format, labels, layout };

  return (
    <div role="region" aria-label={labels.table} tabIndex={0} className="pricing-table w-full overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-accent-600">
      <table className="w-full min-w-[32rem] border-collapse text-sm tabular-nums">
        <thead>
          <tr className="border-b-2 border-[var(--doc-accent1,currentColor)]">
            {columns.map((column) => (
              <th key={columnKey(column)} scope="col" className={`px-2 py-1.5 font-semibold ${isNumericColumn(column) ? "text-right" : "text-left"}`}>
                {columnTitle(content, column, labels)}
              </th>
            ))}
          </tr>
        </thead>
        {result.sections.map((section, index) => (
          <tbody key={section.rowId ?? `untitled-${index}`}>
            {section.rowId !== null && section.title.trim() && (
              <tr>
                <th scope="rowgroup" colSpan={columns.length} className="px-2 pt-4 pb-1 text-left text-base font-semibold">
                  {section.title}
                </th>
              </tr>
            )}
            {section.lines.map((line) => {
              const row = items.get(line.rowId);
              if (!row) return null;
              return (
                <tr key={line.rowId} className="border-b border-ink-200/70">
                  <ItemCells columns={columns} row={row} line={line} currency={result.currency} format={format} labels={labels} />
                </tr>
              );
            })}
            <SectionSummary {...shared} section={section} meta={meta} />
          </tbody>
        ))}
        <tfoot>
          <TableSummary {...shared} content={content} meta={meta} />
        </tfoot>
      </table>
    </div>
  );
}
