"use client";

import { useTranslations } from "next-intl";
import type { CurrencyCode, CurrencyRate } from "@/lib/pricing/types";
import { ToolbarSelect } from "../../editor-ui";
import { PRICING_LIMITS } from "./limits";
import { NumberInput } from "./number-input";
import type { PricingTableState } from "./use-pricing-table";

// Exchange rates of the currencies rows use, against the table's (types.ts CurrencyRate): not
// reversed, 1 unit of the row's currency is `rate` of the table's; reversed, the other way round.
// A rate of 0 (the start) leaves amounts unconverted (spec §5).

/** Rates are shown with up to 8 decimals: a small currency's rate (1 RUB = 0.0098 EUR) needs more than money's 4. */
const RATE_DECIMALS = 8;

export function RatesEditor({ table }: { table: PricingTableState }) {
  const t = useTranslations("blocks.pricing-table");
  const { meta, format } = table;
  const others = meta.rowCurrencies.filter((code) => code !== meta.currency);
  if (!meta.allowCurrencyChange || others.length === 0) return null;

  const setRate = (code: CurrencyCode, patch: Partial<CurrencyRate>) => {
    const current = meta.currencyRates[code] ?? { rate: 0, isReverse: false };
    table.setMeta({ currencyRates: { ...meta.currencyRates, [code]: { ...current, ...patch } } });
  };

  return (
    <fieldset className="page-chrome flex flex-col gap-2 rounded-lg border border-ink-200 bg-white p-3 text-sm">
      <legend className="px-1 text-xs font-medium text-ink-700">{t("rates")}</legend>
      <p className="m-0 text-xs text-ink-600">{t("ratesHint")}</p>
      {others.map((code) => {
        const entry = meta.currencyRates[code] ?? { rate: 0, isReverse: false };
        const forward = t("rateForward", { from: code, to: meta.currency });
        const reverse = t("rateForward", { from: meta.currency, to: code });
        return (
          <div key={code} className="flex flex-wrap items-center gap-2">
            <ToolbarSelect
              label={t("rateDirection", { currency: code })}
              value={entry.isReverse ? "reverse" : "forward"}
              options={[
                { value: "forward", label: forward },
                { value: "reverse", label: reverse },
              ]}
              onChange={(value) => setRate(code, { isReverse: value === "reverse" })}
            />
            <NumberInput label={t("rate", { currency: code })} value={entry.rate} format={format} max={PRICING_LIMITS.rate} maxDecimals={RATE_DECIMALS} className="w-28" onChange={(rate) => setRate(code, { rate })} />
          </div>
        );
      })}
    </fieldset>
  );
}
