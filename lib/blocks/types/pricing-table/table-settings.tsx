"use client";

import { useTranslations } from "next-intl";
import { Switch } from "@/components/ui";
import type { PricingMeta } from "@/lib/pricing/types";
import { ColumnTitlesEditor } from "./column-titles-editor";
import { ColumnsEditor } from "./columns-editor";
import { NumberFormatEditor } from "./number-format-editor";
import type { PricingTableState } from "./use-pricing-table";

// The settings a table rarely changes, folded away under "Table settings": what it shows, row
// currencies, the number format, the column titles and the custom columns. Laid out by the block's
// width (a container query), which the zoom and the panel change, not the screen's.

type Flag = "lineDiscountEnabled" | "sectionTotalVisible" | "grandTotalVisible" | "totalWithTaxColVisible" | "allowCurrencyChange";

export function TableSettings({ table }: { table: PricingTableState }) {
  const t = useTranslations("blocks.pricing-table");
  const { meta } = table;
  const flags: { key: Flag; label: string; shown: boolean }[] = [
    { key: "lineDiscountEnabled", label: t("lineDiscounts"), shown: true },
    { key: "sectionTotalVisible", label: t("sectionTotals"), shown: true },
    { key: "grandTotalVisible", label: t("grandTotal"), shown: true },
    { key: "totalWithTaxColVisible", label: t("totalWithTaxColumn"), shown: meta.taxType === "MULTIPLE" },
    { key: "allowCurrencyChange", label: t("rowCurrencies"), shown: true },
  ];
  return (
    <details className="page-chrome @container rounded-lg border border-ink-200 bg-white text-sm">
      <summary className="cursor-pointer rounded-lg px-3 py-2 text-xs font-medium text-ink-700 focus-visible:outline-2 focus-visible:outline-accent-600">{t("settings")}</summary>
      <div className="flex flex-col gap-4 border-t border-ink-100 p-3">
        <div className="grid grid-cols-1 gap-x-6 gap-y-1 @min-[30rem]:grid-cols-2">
          {flags
            .filter((flag) => flag.shown)
            .map((flag) => (
              <Switch
                key={flag.key}
                label={flag.label}
                checked={meta[flag.key]}
                onChange={(event) => table.setMeta({ [flag.key]: event.target.checked } as Partial<PricingMeta>)}
              />
            ))}
        </div>
        <NumberFormatEditor table={table} />
        <ColumnTitlesEditor table={table} />
        <ColumnsEditor table={table} />
      </div>
    </details>
  );
}
