import { documentTotals } from "@/lib/pricing/engine";
import { defaultDecimals, formatMoney, resolveNumberFormat } from "@/lib/pricing/money";
import { CURRENCIES, type CurrencyCode } from "@/lib/pricing/types";

// The money a document's pricing tables add up to, as its index row shows it: the cached total of
// each table (cachedData, kept by the pricing table's editor), summed per currency by the engine
// (amounts in different currencies are never added), heaviest currency first: "€12,480.00".

export interface Separators {
  decimalSeparator: string;
  groupSeparator: string;
}

const isCurrency = (value: unknown): value is CurrencyCode => typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);

export function cachedTotals(cachedData: Record<string, { total: number; currency: string }> | null | undefined, separators: Separators): string[] {
  const tables = Object.values(cachedData ?? {}).flatMap((entry) =>
    isCurrency(entry?.currency) && typeof entry.total === "number" ? [{ total: entry.total, currency: entry.currency, effectType: "TOTAL" as const }] : [],
  );
  return documentTotals(tables).map(({ currency, total }) => formatMoney(total, currency, resolveNumberFormat(separators, null, defaultDecimals(currency))));
}
