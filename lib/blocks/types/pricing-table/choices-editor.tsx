"use client";

import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui";
import { quantityRange } from "@/lib/pricing/choices";
import type { ItemRow, NumberFormat } from "@/lib/pricing/types";
import { setRangeEnd, toggleRange } from "./choice-edits";
import { ChoicesIcon } from "./icons";
import { PRICING_LIMITS } from "./limits";
import { NumberInput } from "./number-input";
import { iconButtonClass } from "./row-actions";

// What the client may change of an item row, set by the owner: whether the row is optional (and
// starts selected), and a range the client chooses the quantity in. A button at the row's end opens
// the settings in a line under the row (a disclosure: keyboard and screen readers need nothing more);
// while closed, small tags under the name say what is set.

export function ChoicesButton({ number, open, active, panelId, onToggle }: { number: number; open: boolean; active: boolean; panelId: string; onToggle: () => void }) {
  const t = useTranslations("blocks.pricing-table.choices.editor");
  return (
    <button
      type="button"
      className={iconButtonClass(active && !open ? "text-accent-700" : undefined)}
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={t("button", { number })}
      title={t("buttonTitle")}
      onClick={onToggle}
    >
      <ChoicesIcon />
    </button>
  );
}

/** "Optional" and "80–140" under the row's name, when set. */
export function ChoiceTags({ row }: { row: ItemRow }) {
  const t = useTranslations("blocks.pricing-table.choices");
  const range = quantityRange(row);
  if (!row.optional && !range) return null;
  const tag = "rounded-full bg-accent-50 px-1.5 py-0.5 text-xs font-medium text-accent-800";
  return (
    <span className="flex flex-wrap gap-1">
      {row.optional && <span className={tag}>{t("optional")}</span>}
      {range && <span className={tag}>{t("rangeHint", { min: range.min, max: range.max })}</span>}
    </span>
  );
}

interface PanelProps {
  id: string;
  row: ItemRow;
  number: number;
  format: NumberFormat;
  colSpan: number;
  onChange: (patch: Partial<ItemRow>) => void;
}

export function ChoicesPanel({ id, row, number, format, colSpan, onChange }: PanelProps) {
  const t = useTranslations("blocks.pricing-table.choices.editor");
  const ranged = row.quantityMin !== null && row.quantityMax !== null;
  const whole = { ...format, decimalLength: 0 };
  return (
    <tr id={id} className="border-b border-ink-100 bg-accent-50/40">
      <td colSpan={colSpan} className="px-3 py-3">
        <fieldset className="flex flex-wrap items-start gap-x-8 gap-y-3">
          <legend className="sr-only">{t("panel", { number })}</legend>
          <div className="flex flex-col gap-2">
            <Checkbox label={t("optional")} checked={row.optional} onChange={(event) => onChange({ optional: event.target.checked })} />
            <Checkbox
              label={t("selectedByDefault")}
              checked={row.optional && row.selectedByDefault}
              disabled={!row.optional}
              containerClassName="ps-7"
              onChange={(event) => onChange({ selectedByDefault: event.target.checked })}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Checkbox label={t("range")} description={ranged ? t("rangeHint") : undefined} checked={ranged} onChange={(event) => onChange(toggleRange(row, event.target.checked))} />
            {ranged && (
              <div className="flex items-end gap-3 ps-7">
                <label className="flex w-24 flex-col gap-1 text-xs font-medium text-ink-700">
                  <span aria-hidden="true">{t("min")}</span>
                  <NumberInput label={t("minLabel", { number })} value={row.quantityMin ?? 0} format={whole} max={PRICING_LIMITS.quantity} onChange={(value) => onChange(setRangeEnd(row, "quantityMin", value))} />
                </label>
                <label className="flex w-24 flex-col gap-1 text-xs font-medium text-ink-700">
                  <span aria-hidden="true">{t("max")}</span>
                  <NumberInput label={t("maxLabel", { number })} value={row.quantityMax ?? 0} format={whole} max={PRICING_LIMITS.quantity} onChange={(value) => onChange(setRangeEnd(row, "quantityMax", value))} />
                </label>
              </div>
            )}
          </div>
        </fieldset>
      </td>
    </tr>
  );
}
