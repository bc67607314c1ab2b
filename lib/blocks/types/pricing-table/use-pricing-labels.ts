"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { pricingLabelsFrom, type PricingLabels } from "./labels";

/** The reader-facing texts in the author's language, for the editor's own rendering of the table. */
export function usePricingLabels(): PricingLabels {
  const t = useTranslations("blocks.pricing-table.labels");
  return useMemo(() => pricingLabelsFrom((key, values) => t(key as "table", values)), [t]);
}
