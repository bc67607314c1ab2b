"use client";

import { useEffect, useRef } from "react";
import type { CurrencyCode, PricingContent, PricingMeta } from "@/lib/pricing/types";
import { isUntouched } from "./table-edits";

/**
 * A new table starts in the workspace's default currency. The schema cannot know the workspace, so
 * the editor sets it the first time it opens a table that nobody has edited (its rowCurrencies still
 * empty, its one item untouched); any edit fills rowCurrencies, so a currency the author chose later
 * is never overridden.
 */
export function useNewTableCurrency(content: PricingContent, meta: PricingMeta, workspaceCurrency: CurrencyCode | null, switchTo: (currency: CurrencyCode) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!workspaceCurrency || meta.rowCurrencies.length > 0 || meta.currency === workspaceCurrency || !isUntouched(content)) return;
    switchTo(workspaceCurrency);
  }, [content, meta, workspaceCurrency, switchTo]);
}
