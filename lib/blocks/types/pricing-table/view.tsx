import type { CSSProperties } from "react";
import { quantityRange } from "@/lib/pricing/choices";
import { computeTable, visibleColumns } from "@/lib/pricing/engine";
import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import type { BlockViewProps } from "../../definition";
import { engineContent, type ChoicesPageData } from "./choices-data";
import { columnKey, columnTitle, isNumericColumn, tableFormat } from "./display";
import { pricingLabelsOf } from "./labels";
import { ItemCells } from "./view-cells";
import { choiceViewOf, ChoicesFooter, type ChoiceView } from "./view-choices";
import { STACK_CONTAINER, STACK_FOOT, STACK_FOOT_AFTER_SUMMARY, STACK_GROUP, STACK_HEAD, STACK_ITEM_ROW, STACK_SECTION_CELL, STACK_SECTION_ROW, STACK_TABLE, stackShiftRem } from "./stacked";
import { hasSectionSummary, SectionSummary, TableSummary } from "./view-summary";

// The pricing table as a reader sees it (no hooks: the share view renders it to plain HTML). Every
// figure comes from the engine; fonts and colours are the document's (inherited). Where its columns
// fit, a table; narrower (a phone), the same markup restyles into item cards and a full-width summary
// (stacked.ts). Tables too wide even for a desktop page scroll sideways inside the block.
// The explicit roles keep the table's semantics for screen readers that drop them once a table's
// display changes (Safari).
// Client choices: figures follow what counts now (the client's choices in a deal's share view, the
// owner's defaults elsewhere); an optional row not counted is greyed. In a deal's share view the
// rows offer their controls and lib/share/client/pricing-choices.ts recomputes on each change.

/** Figures of a line the table does not count: greyed (its name and checkbox stay at full strength). */
const EXCLUDED_ROW = "data-[included=false]:[&>td:not(:first-child)]:opacity-70";

export function PricingTableView({ block, context }: BlockViewProps<PricingContent, PricingMeta>) {
  const { content, metaData: meta } = block;
  const labels = pricingLabelsOf(context);
  const format = tableFormat(meta, context.team.numberFormat);
  const view = choiceViewOf(block.id, content, context.deal, context);
  const result = computeTable(content, meta, view.choices);
  const columns = visibleColumns(content, meta);
  const items = new Map(content.rows.flatMap((row) => (row.type === "item" ? [[row.id, row] as const] : [])));
  const steppers = view.controls && [...items.values()].some((row) => quantityRange(row) !== null);
  const layout = { labelSpan: columns.length - 1, trailing: 0 };
  const shared = { result, format, labels, layout };
  const lastSection = result.sections.at(-1);

  return (
    <div role="region" aria-label={labels.table} tabIndex={0} data-pricing-block={block.id} className="pricing-table w-full overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-accent-600">
      <div className={STACK_CONTAINER} style={{ "--pricing-shift": `${stackShiftRem(columns, { steppers })}rem` } as CSSProperties}>
        <table role="table" className={`border-collapse text-sm tabular-nums ${STACK_TABLE}`}>
          <thead role="rowgroup" className={STACK_HEAD}>
            <tr role="row" className="border-b-2 border-[var(--doc-accent1,currentColor)]">
              {columns.map((column) => (
                <th key={columnKey(column)} scope="col" role="columnheader" className={`px-2 py-1.5 font-semibold ${isNumericColumn(column) ? "text-right" : "text-left"}`}>
                  {columnTitle(content, column, labels)}
                </th>
              ))}
            </tr>
          </thead>
          {result.sections.map((section, index) => (
            <tbody key={section.rowId ?? `untitled-${index}`} role="rowgroup" className={STACK_GROUP}>
              {section.rowId !== null && section.title.trim() && (
                <tr role="row" className={STACK_SECTION_ROW}>
                  <th scope="rowgroup" role="rowheader" colSpan={columns.length} className={`px-2 pt-4 pb-1 text-left text-base font-semibold ${STACK_SECTION_CELL}`}>
                    {section.title}
                  </th>
                </tr>
              )}
              {section.lines.map((line) => {
                const row = items.get(line.rowId);
                if (!row) return null;
                return (
                  <tr key={line.rowId} role="row" data-row={line.rowId} data-included={String(line.included)} className={`border-b border-ink-200/70 ${EXCLUDED_ROW} ${STACK_ITEM_ROW}`}>
                    <ItemCells columns={columns} content={content} row={row} line={line} currency={result.currency} format={format} labels={labels} view={view} />
                  </tr>
                );
              })}
              <SectionSummary {...shared} section={section} meta={meta} />
            </tbody>
          ))}
          <tfoot role="rowgroup" className={`${STACK_FOOT} ${lastSection && hasSectionSummary(lastSection, result, meta) ? STACK_FOOT_AFTER_SUMMARY : ""}`}>
            <TableSummary {...shared} content={content} meta={meta} />
          </tfoot>
        </table>
      </div>
      {view.controls && context.deal && <ChoicesFooter view={view} data={pageData(view, content, meta, format, context)} />}
    </div>
  );
}

function pageData(view: ChoiceView, content: PricingContent, meta: PricingMeta, format: ChoicesPageData["format"], context: BlockViewProps["context"]): ChoicesPageData {
  const text = (key: string, values?: Record<string, string>) => context.labels.text(`pricing-table.choices.${key}`, values);
  return {
    blockId: view.blockId,
    apiBase: context.deal?.apiBase ?? "",
    locked: view.locked,
    content: engineContent(content),
    meta,
    format,
    choices: view.choices,
    texts: { saving: text("saving"), saved: text("saved"), saveFailed: text("saveFailed"), totalNow: text("totalNow", { amount: "{amount}" }) },
  };
}
