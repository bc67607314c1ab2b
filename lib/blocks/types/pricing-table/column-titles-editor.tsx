"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { PricingColumn } from "@/lib/pricing/engine";
import { titleKeyOf } from "./display";
import { PRICING_LIMITS } from "./limits";
import type { PricingTableState } from "./use-pricing-table";
import { usePricingLabels } from "./use-pricing-labels";

// The titles of the table's own columns, in one place: the grid's header edits them in place too,
// but a narrow grid shows its secondary columns in each row's details, without a header to click.
// An empty title shows the reader's language's default (the placeholder).

type OwnColumn = Exclude<PricingColumn, { custom: number }>;

export function ColumnTitlesEditor({ table }: { table: PricingTableState }) {
  const t = useTranslations("blocks.pricing-table");
  const labels = usePricingLabels();
  const idBase = useId();
  const { content } = table;
  const own = table.columns.filter((column): column is OwnColumn => typeof column === "string");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-xs font-medium text-ink-700">{t("columnTitles")}</legend>
      <p className="m-0 text-xs text-ink-600">{t("columnTitlesHint")}</p>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-2">
        {own.map((column) => (
          <div key={column} className="flex flex-col gap-1 text-xs text-ink-600">
            <label htmlFor={`${idBase}-${column}`}>{labels[column]}</label>
            <input
              id={`${idBase}-${column}`}
              type="text"
              value={content[titleKeyOf(column)]}
              placeholder={labels[column]}
              maxLength={PRICING_LIMITS.columnTitle}
              onChange={(event) => table.setContent({ ...content, [titleKeyOf(column)]: event.target.value })}
              className="w-full rounded-md border border-ink-200 bg-white px-2 py-1 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
