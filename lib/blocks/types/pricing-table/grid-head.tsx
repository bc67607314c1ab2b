"use client";

import { useTranslations } from "next-intl";
import type { PricingContent } from "@/lib/pricing/types";
import { columnKey, columnTitle, isNumericColumn, titleKeyOf } from "./display";
import { EditableTitle } from "./editable-title";
import type { PricingLabels } from "./labels";
import { updateCustomColumn } from "./table-edits";
import type { PricingTableState } from "./use-pricing-table";

// The editing grid's header: select-all, the column titles (edited in place), the row buttons' column.

interface Props {
  table: PricingTableState;
  labels: PricingLabels;
  allSelected: boolean;
  onSelectAll: (selected: boolean) => void;
}

export function GridHead({ table, labels, allSelected, onSelectAll }: Props) {
  const t = useTranslations("blocks.pricing-table.grid");
  const { content } = table;
  const setTitle = (column: (typeof table.columns)[number], title: string) => {
    const next: PricingContent = typeof column === "string" ? { ...content, [titleKeyOf(column)]: title } : updateCustomColumn(content, column.custom, { title });
    table.setContent(next);
  };
  return (
    <thead>
      <tr className="border-b-2 border-ink-300">
        <th scope="col" className="w-8 px-1 py-1.5">
          <span className="sr-only">{t("select")}</span>
          <input type="checkbox" aria-label={t("selectAll")} checked={allSelected} onChange={(event) => onSelectAll(event.target.checked)} className="size-4 rounded border-ink-300 accent-accent-600" />
        </th>
        {table.columns.map((column) => (
          <th key={columnKey(column)} scope="col" className="px-1 py-1.5 text-sm">
            <EditableTitle
              shown={columnTitle(content, column, labels)}
              value={typeof column === "string" ? content[titleKeyOf(column)] : (content.customColumns[column.custom]?.title ?? "")}
              align={isNumericColumn(column) ? "right" : "left"}
              onChange={(title) => setTitle(column, title)}
            />
          </th>
        ))}
        <th scope="col" className="px-1 py-1.5">
          <span className="sr-only">{t("actions")}</span>
        </th>
      </tr>
    </thead>
  );
}
