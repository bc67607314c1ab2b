"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui";
import type { Adjustment, NumberFormat } from "@/lib/pricing/types";
import { ToolbarToggleGroup } from "../../editor-ui";
import { PRICING_LIMITS } from "./limits";
import { NumberInput } from "./number-input";
import { newAdjustment } from "./rows";

// A list of discounts or fees (table, section, after fees): title, value, percentage or amount.
// Switching between them keeps the number but re-clamps it (a percentage is at most 100).

interface Props {
  /** The list's name, visible and in every field's label ("Discounts 1: value"). */
  legend: string;
  addLabel: string;
  list: Adjustment[];
  format: NumberFormat;
  onChange: (list: Adjustment[]) => void;
}

export function AdjustmentListEditor({ legend, addLabel, list, format, onChange }: Props) {
  const t = useTranslations("blocks.pricing-table.adjustments");
  const set = (index: number, patch: Partial<Adjustment>) => onChange(list.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="text-xs font-medium text-ink-700">{legend}</legend>
      {list.map((item, index) => {
        const names = { list: legend, number: index + 1 };
        return (
          <div key={index} className="flex flex-wrap items-start gap-1.5">
            <input
              type="text"
              aria-label={t("title", names)}
              placeholder={t("titlePlaceholder")}
              value={item.title}
              maxLength={PRICING_LIMITS.adjustmentTitle}
              onChange={(event) => set(index, { title: event.target.value })}
              className="w-40 rounded-md border border-ink-200 bg-white px-2 py-1 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
            />
            <NumberInput
              label={t("value", names)}
              value={item.value}
              format={format}
              max={item.isAbsolute ? PRICING_LIMITS.amount : 100}
              className="w-24"
              onChange={(value) => set(index, { value })}
            />
            <ToolbarToggleGroup
              label={t("kind", names)}
              value={item.isAbsolute ? "absolute" : "percent"}
              options={[
                { value: "percent", label: t("percent") },
                { value: "absolute", label: t("absolute") },
              ]}
              onChange={(kind) => set(index, { isAbsolute: kind === "absolute", value: kind === "absolute" ? item.value : Math.min(100, item.value) })}
            />
            <Button variant="ghost" size="sm" aria-label={t("remove", names)} onClick={() => onChange(list.filter((_, at) => at !== index))}>
              ×
            </Button>
          </div>
        );
      })}
      <div>
        <Button variant="secondary" size="sm" disabled={list.length >= PRICING_LIMITS.adjustments} onClick={() => onChange([...list, newAdjustment()])}>
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
