"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { quantityRange } from "@/lib/pricing/choices";
import { CURRENCY_SYMBOLS, currenciesByWeight, defaultDecimals } from "@/lib/pricing/money";
import type { PricingColumn } from "@/lib/pricing/engine";
import type { LineResult } from "@/lib/pricing/result";
import type { CurrencyCode, ItemRow } from "@/lib/pricing/types";
import { ChoicesButton, ChoicesPanel, ChoiceTags } from "./choices-editor";
import { columnKey, columnTitle } from "./display";
import { DescriptionIcon } from "./icons";
import type { PricingLabels } from "./labels";
import { PRICING_LIMITS } from "./limits";
import { NumberInput } from "./number-input";
import { iconButtonClass, MoveButtons, SelectCell } from "./row-actions";
import type { PricingTableState } from "./use-pricing-table";
import { cellText } from "./view-cells";

// One item row of the editing grid: an input per visible column (labelled "Price, row 2"...), the
// line's live totals from the engine, and its row buttons; the client-choices button opens the row's
// choices in a line under it (choices-editor.tsx).

export interface RowPosition {
  index: number;
  count: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onMove: (by: -1 | 1) => void;
}

const TEXT_INPUT =
  "w-full min-w-40 rounded-md border border-ink-200 bg-white px-2 py-1 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600";

interface Props extends RowPosition {
  row: ItemRow;
  line: LineResult | undefined;
  table: PricingTableState;
  labels: PricingLabels;
  onChange: (patch: Partial<ItemRow>) => void;
}

export function ItemRowEditor({ row, line, table, labels, onChange, ...position }: Props) {
  const t = useTranslations("blocks.pricing-table.grid");
  const { content, meta, format } = table;
  const number = position.index + 1;
  const [choicesOpen, setChoicesOpen] = useState(false);
  const panelId = useId();
  const range = quantityRange(row);
  const own: CurrencyCode = meta.allowCurrencyChange && row.currency ? row.currency : meta.currency;
  const priceDecimals = Math.max(format.decimalLength, own === meta.currency ? 0 : defaultDecimals(own));

  const cell = (column: PricingColumn) => {
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
            <input type="text" aria-label={t("name", { number })} placeholder={t("namePlaceholder")} value={row.name} maxLength={PRICING_LIMITS.name} onChange={(event) => onChange({ name: event.target.value })} className={TEXT_INPUT} />
            {row.showDescription && (
              <textarea aria-label={t("description", { number })} placeholder={t("descriptionPlaceholder")} value={row.description} rows={2} maxLength={PRICING_LIMITS.description} onChange={(event) => onChange({ description: event.target.value })} className={TEXT_INPUT} />
            )}
            {!choicesOpen && <ChoiceTags row={row} />}
          </div>
        );
      case "price":
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
      case "qty":
        // With a range, the quantity (where the client starts) stays within it.
        return <NumberInput label={t("qty", { number })} value={row.quantity} format={format} min={range?.min} max={range?.max ?? PRICING_LIMITS.quantity} onChange={(quantity) => onChange({ quantity })} />;
      case "discount":
        return <NumberInput label={t("discount", { number })} value={row.discount} format={format} max={100} onChange={(discount) => onChange({ discount })} />;
      case "lineTax":
        return <NumberInput label={t("tax", { number })} value={row.tax} format={format} max={100} onChange={(tax) => onChange({ tax })} />;
      default:
        // A line the table does not count (optional, not selected at first) shows its figures greyed, as readers see them.
        return <span className={`block py-1 text-right whitespace-nowrap ${line?.included === false ? "text-ink-500" : ""}`}>{cellText(column, { row, line, currency: meta.currency, format, labels })}</span>;
    }
  };

  return (
    <>
      <tr className="border-b border-ink-100">
        <SelectCell number={number} checked={position.selected} onToggle={position.onSelect} />
        {table.columns.map((column) => (
          <td key={columnKey(column)} className="px-1 py-1.5 align-top">
            {cell(column)}
          </td>
        ))}
        <td className="px-1 py-1.5 align-top whitespace-nowrap">
          <button
            type="button"
            className={iconButtonClass()}
            aria-pressed={row.showDescription}
            aria-label={t("toggleDescription", { number })}
            title={t("descriptionButton")}
            onClick={() => onChange({ showDescription: !row.showDescription })}
          >
            <DescriptionIcon />
          </button>
          <ChoicesButton number={number} open={choicesOpen} active={row.optional || range !== null} panelId={panelId} onToggle={() => setChoicesOpen((open) => !open)} />
          <MoveButtons number={number} first={position.index === 0} last={position.index === position.count - 1} onMove={position.onMove} />
        </td>
      </tr>
      {choicesOpen && <ChoicesPanel id={panelId} row={row} number={number} format={format} colSpan={table.columns.length + 2} onChange={onChange} />}
    </>
  );
}
