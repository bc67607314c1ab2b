"use client";

import { useTranslations } from "next-intl";
import { quantityRange } from "@/lib/pricing/choices";
import { CURRENCY_SYMBOLS, currenciesByWeight, defaultDecimals } from "@/lib/pricing/money";
import type { PricingColumn } from "@/lib/pricing/engine";
import type { LineResult } from "@/lib/pricing/result";
import type { CurrencyCode, ItemRow } from "@/lib/pricing/types";
import { cx } from "@/components/ui";
import { ChoiceTags } from "./choices-editor";
import { columnTitle } from "./display";
import type { PricingLabels } from "./labels";
import { PRICING_LIMITS } from "./limits";
import { NumberInput } from "./number-input";
import type { PricingTableState } from "./use-pricing-table";
import { cellText } from "./view-cells";

// What one column of an item row holds in the editor: a field labelled "Price, row 2"... for what the
// author types, the engine's figure for what it computes. The same field serves the grid's cell and,
// in the narrow grid, the row's details (row-details.tsx).

const TEXT_INPUT =
  "w-full rounded-md border border-ink-200 bg-white px-2 py-1 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600";

export interface ItemCellProps {
  column: PricingColumn;
  row: ItemRow;
  line: LineResult | undefined;
  number: number;
  table: PricingTableState;
  labels: PricingLabels;
  /** The client-choices line is open under the row (it then says what the tags say). */
  choicesOpen: boolean;
  /** The name field's width classes (grid-fit.ts). */
  nameClass?: string;
  onChange: (patch: Partial<ItemRow>) => void;
}

export function ItemCell({ column, row, line, number, table, labels, choicesOpen, nameClass, onChange }: ItemCellProps) {
  const t = useTranslations("blocks.pricing-table.grid");
  const { content, meta, format } = table;

  if (typeof column !== "string") {
    const i = column.custom;
    const value = row.columns[i] ?? content.customColumns[i]?.defaultValue ?? 1;
    const columns = (next: number) => row.columns.map((current, at) => (at === i ? next : current));
    return <NumberInput label={t("column", { column: columnTitle(content, column, labels), number })} value={value} format={format} max={PRICING_LIMITS.quantity} onChange={(next) => onChange({ columns: columns(next) })} />;
  }
  switch (column) {
    case "name":
      return (
        <div className="flex flex-col gap-1">
          {/* A long name wraps and the field grows with it (one line of text: Enter adds none). */}
          <textarea
            aria-label={t("name", { number })}
            placeholder={t("namePlaceholder")}
            value={row.name}
            rows={1}
            maxLength={PRICING_LIMITS.name}
            onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
            onChange={(event) => onChange({ name: event.target.value.replace(/\s*\n\s*/g, " ") })}
            className={cx(TEXT_INPUT, "field-sizing-content resize-none", nameClass)}
          />
          {row.showDescription && (
            <textarea aria-label={t("description", { number })} placeholder={t("descriptionPlaceholder")} value={row.description} rows={2} maxLength={PRICING_LIMITS.description} onChange={(event) => onChange({ description: event.target.value })} className={cx(TEXT_INPUT, "min-w-32")} />
          )}
          {!choicesOpen && <ChoiceTags row={row} />}
        </div>
      );
    case "price":
      return <PriceField row={row} number={number} table={table} onChange={onChange} />;
    case "qty": {
      // With a range, the quantity (where the client starts) stays within it.
      const range = quantityRange(row);
      return <NumberInput label={t("qty", { number })} value={row.quantity} format={format} min={range?.min} max={range?.max ?? PRICING_LIMITS.quantity} onChange={(quantity) => onChange({ quantity })} />;
    }
    case "discount":
      return <NumberInput label={t("discount", { number })} value={row.discount} format={format} max={100} onChange={(discount) => onChange({ discount })} />;
    case "lineTax":
      return <NumberInput label={t("tax", { number })} value={row.tax} format={format} max={100} onChange={(tax) => onChange({ tax })} />;
    default:
      // A line the table does not count (optional, not selected at first) shows its figures greyed, as readers see them.
      return (
        <span data-price-figure={column === "total" ? "line-total" : "line-total-with-tax"} className={cx("block py-1 text-right whitespace-nowrap", line?.included === false && "text-ink-500")}>
          {cellText(column, { row, line, currency: meta.currency, format, labels })}
        </span>
      );
  }
}

function PriceField({ row, number, table, onChange }: Pick<ItemCellProps, "row" | "number" | "table" | "onChange">) {
  const t = useTranslations("blocks.pricing-table.grid");
  const { meta, format } = table;
  const own: CurrencyCode = meta.allowCurrencyChange && row.currency ? row.currency : meta.currency;
  const priceDecimals = Math.max(format.decimalLength, own === meta.currency ? 0 : defaultDecimals(own));
  return (
    <div className="flex items-start gap-1">
      {meta.allowCurrencyChange && (
        <select
          aria-label={t("currency", { number })}
          value={row.currency ?? ""}
          onChange={(event) => onChange({ currency: (event.target.value || null) as CurrencyCode | null })}
          className="rounded-md border border-ink-200 bg-white px-1 py-1 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          <option value="">{t("tableCurrency", { currency: meta.currency })}</option>
          {currenciesByWeight().map((code) => (
            <option key={code} value={code}>{`${CURRENCY_SYMBOLS[code]} ${code}`}</option>
          ))}
        </select>
      )}
      <NumberInput label={t("price", { number })} value={row.price} format={format} minDecimals={priceDecimals} max={PRICING_LIMITS.amount} onChange={(price) => onChange({ price })} />
    </div>
  );
}
