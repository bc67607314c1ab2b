"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui";
import { PRICING_LIMITS } from "./limits";
import { NumberInput } from "./number-input";
import { addCustomColumn, removeCustomColumn, updateCustomColumn } from "./table-edits";
import type { PricingTableState } from "./use-pricing-table";

// Custom columns (nights, guests...): each multiplies into every line's base; new rows take its
// default value. Titles are also editable in the grid's header.

export function ColumnsEditor({ table }: { table: PricingTableState }) {
  const t = useTranslations("blocks.pricing-table");
  const { content, format } = table;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-xs font-medium text-ink-700">{t("columns")}</legend>
      <p className="m-0 text-xs text-ink-600">{t("columnsHint")}</p>
      {content.customColumns.map((column, index) => (
        <div key={index} className="flex flex-wrap items-center gap-2">
          <input
            type="text"
            aria-label={t("columnTitle", { number: index + 1 })}
            value={column.title}
            maxLength={PRICING_LIMITS.columnTitle}
            onChange={(event) => table.setContent(updateCustomColumn(content, index, { title: event.target.value }))}
            className="w-40 rounded-md border border-ink-200 bg-white px-2 py-1 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
          />
          <NumberInput
            label={t("columnDefault", { number: index + 1 })}
            value={column.defaultValue}
            format={format}
            max={PRICING_LIMITS.quantity}
            className="w-24"
            onChange={(defaultValue) => table.setContent(updateCustomColumn(content, index, { defaultValue }))}
          />
          <Button variant="ghost" size="sm" onClick={() => table.setContent(removeCustomColumn(content, index))}>
            {t("removeColumn", { number: index + 1 })}
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" size="sm" disabled={content.customColumns.length >= PRICING_LIMITS.customColumns} onClick={() => table.setContent(addCustomColumn(content))}>
          {t("addColumn")}
        </Button>
        {content.customColumns.length >= PRICING_LIMITS.customColumns && <span className="ml-2 text-xs text-ink-600">{t("maxColumns", { max: PRICING_LIMITS.customColumns })}</span>}
      </div>
    </fieldset>
  );
}
