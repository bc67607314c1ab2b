"use client";

import { useTranslations } from "next-intl";
import type { SectionRow } from "@/lib/pricing/types";
import { AdjustmentListEditor } from "./adjustment-list-editor";
import type { GridFit } from "./grid-fit";
import type { RowPosition } from "./item-row-editor";
import { PRICING_LIMITS } from "./limits";
import { MoveButtons, SelectCell } from "./row-actions";
import type { PricingTableState } from "./use-pricing-table";

// A section row of the editing grid: its title (a sub-heading for readers) and its own discounts,
// which apply to the section's subtotal.

interface Props extends RowPosition {
  row: SectionRow;
  table: PricingTableState;
  fit: GridFit;
  onChange: (patch: Partial<SectionRow>) => void;
}

export function SectionRowEditor({ row, table, fit, onChange, ...position }: Props) {
  const t = useTranslations("blocks.pricing-table");
  const number = position.index + 1;
  return (
    <tr className="border-b border-ink-100 bg-ink-50/60">
      <SelectCell number={number} checked={position.selected} onToggle={position.onSelect} />
      {/* The title spans the columns both layouts show; empty cells fill the secondary ones in the wide grid (grid-fit.ts). */}
      <td colSpan={table.columns.length - fit.secondary.length} className="px-1 pt-3 pb-2 align-top">
        <div className="flex flex-col gap-2">
          <input
            type="text"
            aria-label={t("grid.sectionTitle", { number })}
            placeholder={t("grid.sectionPlaceholder")}
            value={row.title}
            maxLength={PRICING_LIMITS.sectionTitle}
            onChange={(event) => onChange({ title: event.target.value })}
            className="w-full max-w-md rounded-md border border-ink-200 bg-white px-2 py-1 text-base font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
          />
          <AdjustmentListEditor
            legend={t("adjustments.sectionDiscounts", { number })}
            addLabel={t("adjustments.addSectionDiscount", { number })}
            list={row.discounts}
            format={table.format}
            onChange={(discounts) => onChange({ discounts })}
          />
        </div>
      </td>
      {fit.secondary.map((_, index) => (
        <td key={index} className={fit.classes.wideCell} />
      ))}
      <td className="px-1 pt-3 align-top whitespace-nowrap">
        <MoveButtons number={number} first={position.index === 0} last={position.index === position.count - 1} onMove={position.onMove} />
      </td>
    </tr>
  );
}
