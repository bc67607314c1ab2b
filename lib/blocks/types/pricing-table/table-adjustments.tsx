"use client";

import { useTranslations } from "next-intl";
import type { PricingContent } from "@/lib/pricing/types";
import { AdjustmentListEditor } from "./adjustment-list-editor";
import type { PricingTableState } from "./use-pricing-table";

// The table's own discounts (on the subtotal), fees (after them) and discounts after fees: side by
// side where the block is wide enough (a container query: the zoom and the panel set its width).

type ListKey = "discounts" | "fees" | "lastSubtotalDiscounts";

export function TableAdjustments({ table }: { table: PricingTableState }) {
  const t = useTranslations("blocks.pricing-table.adjustments");
  const { content, format } = table;
  const lists: { key: ListKey; legend: string; add: string }[] = [
    { key: "discounts", legend: t("discounts"), add: t("addDiscount") },
    { key: "fees", legend: t("fees"), add: t("addFee") },
    { key: "lastSubtotalDiscounts", legend: t("lastDiscounts"), add: t("addLastDiscount") },
  ];
  return (
    <div className="page-chrome @container rounded-lg border border-ink-200 bg-white p-3">
      <div className="grid grid-cols-1 gap-4 @min-[40rem]:grid-cols-3">
        {lists.map(({ key, legend, add }) => (
          <AdjustmentListEditor
            key={key}
            legend={legend}
            addLabel={add}
            list={content[key]}
            format={format}
            onChange={(list) => table.setContent({ ...content, [key]: list } as PricingContent)}
          />
        ))}
      </div>
    </div>
  );
}
