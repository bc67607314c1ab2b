"use client";

import { useTranslations } from "next-intl";
import { cx } from "@/components/ui";
import type { DealShareData } from "./deal-types";

/** A client's current choices, per pricing table: each row ticked or not, its chosen quantity in its range, the table's total. */
export function DealChoicesList({ tables }: { tables: DealShareData["choices"] }) {
  const t = useTranslations("deal");
  return (
    <div className="flex flex-col gap-2">
      {tables.map((table, index) => (
        <div key={table.blockId}>
          <h5 className="font-medium text-ink-900">{table.tableTitle || t("choices.table", { number: index + 1 })}</h5>
          <ul className="mt-0.5 flex flex-col gap-0.5">
            {table.rows.map((row) => (
              <li key={row.rowId} className="flex items-start gap-2">
                <span aria-hidden="true" className={cx("mt-0.5 grid size-4 shrink-0 place-items-center rounded border text-[0.625rem] leading-none", row.selected ? "border-success-600 bg-success-600 text-white" : "border-ink-300 bg-white")}>
                  {row.selected ? "✓" : ""}
                </span>
                <span className="min-w-0">
                  <span className={cx("break-words", row.selected ? "text-ink-900" : "text-ink-500 line-through")}>{row.name || t("choices.unnamedItem")}</span>
                  <span className="block text-ink-600">
                    {[
                      row.optional ? (row.selected ? t("choices.selected") : t("choices.notSelected")) : null,
                      row.quantityMin !== null && row.quantityMax !== null ? t("choices.quantityRange", { quantity: row.quantity, min: row.quantityMin, max: row.quantityMax }) : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {table.total && <p className="mt-1 font-medium text-ink-900 tabular-nums">{t("choices.total", { total: table.total.formatted })}</p>}
        </div>
      ))}
    </div>
  );
}
