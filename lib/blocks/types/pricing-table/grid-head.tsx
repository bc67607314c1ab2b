"use client";

import { useTranslations } from "next-intl";
import { cx } from "@/components/ui";
import type { PricingContent } from "@/lib/pricing/types";
import { columnKey, columnTitle, isNumericColumn, titleKeyOf } from "./display";
import { EditableTitle } from "./editable-title";
import { isSecondaryColumn, type GridFit } from "./grid-fit";
import type { PricingLabels } from "./labels";
import { updateCustomColumn } from "./table-edits";
import type { PricingTableState } from "./use-pricing-table";

// The editing grid's header: select-all, the column titles (edited in place; the narrow grid's
// secondary columns keep theirs in the table settings), the row buttons' column. The item column
// takes the room the figures leave.

interface Props {
  table: PricingTableState;
  labels: PricingLabels;
  fit: GridFit;
  allSelected: boolean;
  onSelectAll: (selected: boolean) => void;
}

export function GridHead({ table, labels, fit, allSelected, onSelectAll }: Props) {
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
          <th key={columnKey(column)} scope="col" className={cx("px-1 py-1.5 text-sm", column === "name" && "w-full", isSecondaryColumn(column) && fit.classes.wideCell)}>
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
