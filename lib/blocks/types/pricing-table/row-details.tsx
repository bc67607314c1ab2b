"use client";

import { useTranslations } from "next-intl";
import { Fragment, type ReactNode } from "react";
import type { PricingColumn } from "@/lib/pricing/engine";
import { cx } from "@/components/ui";
import { columnKey, columnTitle } from "./display";
import type { GridFitClasses } from "./grid-fit";
import { ChevronIcon } from "./icons";
import { ItemCell, type ItemCellProps } from "./item-cell";
import { cellText } from "./view-cells";

// In the narrow grid, the line under an item row that stands for its secondary columns (grid-fit.ts):
// it reads their values ("Days 2 · Discount 12.5% · Tax 22%") and is the button that opens them as
// fields under it (a disclosure: aria-expanded, the fields follow it in the tab order). Wide grids
// hide the line: the columns are there.

interface Props extends Omit<ItemCellProps, "column" | "nameClass"> {
  id: string;
  columns: readonly PricingColumn[];
  fit: GridFitClasses;
  /** Cells the line spans after the selection column's. */
  colSpan: number;
  open: boolean;
  onToggle: () => void;
}

export function RowDetails({ id, columns, fit, colSpan, open, onToggle, ...cell }: Props) {
  const t = useTranslations("blocks.pricing-table.grid");
  const { row, line, number, table, labels } = cell;
  const { content, meta, format } = table;
  const title = (column: PricingColumn) => columnTitle(content, column, labels);
  const value = (column: PricingColumn) => cellText(column, { row, line, currency: meta.currency, format, labels });

  return (
    <tr className={cx("border-b border-ink-100", fit.compactRow)}>
      <td />
      <td colSpan={colSpan} className="px-1 pb-2 align-top">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
          className="-mt-1 inline-flex max-w-full items-start gap-1 rounded-md px-1 py-0.5 text-left text-xs text-ink-600 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          <ChevronIcon className={cx("mt-px size-3.5 shrink-0 transition-transform", open && "rotate-90")} />
          {/* Read as one sentence ("Details, row 2: Days 2, Discount 12.5%, Tax 22%"); drawn with dots between the values. */}
          <span className="sr-only">{`${t("details", { number })}: ${columns.map((column) => `${title(column)} ${value(column)}`).join(", ")}`}</span>
          <span aria-hidden="true">
            {columns.map((column, index) => (
              <Fragment key={columnKey(column)}>
                {index > 0 && " · "}
                <span className="whitespace-nowrap">
                  {title(column)} <span className="font-medium text-ink-800 tabular-nums">{value(column)}</span>
                </span>
              </Fragment>
            ))}
          </span>
        </button>
        {open && (
          <fieldset id={id} className="mt-1.5 flex flex-wrap items-end gap-x-6 gap-y-2 ps-5">
            <legend className="sr-only">{t("details", { number })}</legend>
            {columns.map((column) => (
              <DetailField key={columnKey(column)} title={title(column)} unit={column === "discount" || column === "lineTax" ? "%" : undefined}>
                <ItemCell {...cell} column={column} />
              </DetailField>
            ))}
          </fieldset>
        )}
      </td>
    </tr>
  );
}

/** A secondary value under its column's title; the field keeps its own accessible name ("Discount (%), row 2"). */
function DetailField({ title, unit, children }: { title: string; unit?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 text-xs font-medium text-ink-700">
      <span aria-hidden="true">{title}</span>
      <span className="flex items-center gap-1 text-sm font-normal text-ink-900">
        <span className="w-24 min-w-fit">{children}</span>
        {unit && <span aria-hidden="true">{unit}</span>}
      </span>
    </div>
  );
}
