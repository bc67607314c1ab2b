"use client";

import { useState } from "react";
import { CatalogPicker } from "@/components/catalog/catalog-picker";
import type { CatalogItemView } from "@/lib/catalog/view";
import type { PricingContent, PricingMeta } from "@/lib/pricing/types";
import type { BlockEditorProps } from "../../definition";
import { EditorGrid } from "./editor-grid";
import { PricingToolbar } from "./pricing-toolbar";
import { RatesEditor } from "./rates-editor";
import { newItemRow, newSectionRow } from "./rows";
import { TableAdjustments } from "./table-adjustments";
import { TableSettings } from "./table-settings";
import { appendRows, catalogRows, isUntouched, newRowId, removeRows } from "./table-edits";
import { useCachedTotal } from "./use-cached-total";
import { useNewTableCurrency } from "./use-new-table-currency";
import { usePricingLabels } from "./use-pricing-labels";
import { usePricingTable } from "./use-pricing-table";

// The pricing table while it is selected and editable: toolbar, settings, exchange rates, the
// editing grid with live totals, and the table's discounts and fees. Keeps the document's cached
// total in step (use-cached-total.ts).

export function PricingEditor({ block, context, onChange }: BlockEditorProps<PricingContent, PricingMeta>) {
  const table = usePricingTable({ block, context, onChange });
  const labels = usePricingLabels();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [catalogOpen, setCatalogOpen] = useState(false);
  const { content, meta, result } = table;

  useNewTableCurrency(content, meta, context.team.defaultCurrency, table.setCurrency);
  useCachedTotal(context.documentId, block.id, result);

  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  // Rows removed by other means (undo, a move) are no longer selectable.
  const selectedIds = new Set(content.rows.filter((row) => selected.has(row.id)).map((row) => row.id));

  const pick = (items: CatalogItemView[]) => {
    setCatalogOpen(false);
    if (!items.length) return;
    // The placeholder item of a table nobody filled in yet gives way to what was picked.
    const base = isUntouched(content) ? { ...content, rows: [] } : content;
    table.addForeignRows(appendRows(base, catalogRows(items, content.customColumns, newRowId)));
  };

  return (
    <div className="flex flex-col gap-3">
      <PricingToolbar
        table={table}
        segmentId={block.id}
        documentTitle={context.documentTitle}
        selectedCount={selectedIds.size}
        catalogEnabled={context.modules.includes("catalog")}
        onAddItem={() => table.setContent(appendRows(content, [newItemRow(newRowId(), content.customColumns)]))}
        onAddSection={() => table.setContent(appendRows(content, [newSectionRow(newRowId())]))}
        onOpenCatalog={() => setCatalogOpen(true)}
        onRemoveSelected={() => {
          table.setContent(removeRows(content, selectedIds, newRowId()));
          setSelected(new Set());
        }}
      />
      <TableSettings table={table} />
      <RatesEditor table={table} />
      <EditorGrid table={table} labels={labels} selected={selectedIds} onSelect={select} />
      <TableAdjustments table={table} />
      {context.modules.includes("catalog") && <CatalogPicker teamId={context.teamId} open={catalogOpen} onClose={() => setCatalogOpen(false)} onPick={pick} workspaceFormat={context.team.numberFormat} />}
    </div>
  );
}
