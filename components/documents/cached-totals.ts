import { documentTotals } from "@/lib/pricing/engine";
import { defaultDecimals, formatMoney, isCurrencyCode, resolveNumberFormat } from "@/lib/pricing/money";
import { EFFECT_TYPES, type CurrencyCode, type EffectType } from "@/lib/pricing/types";

// The money a document's pricing tables add up to, as its index row shows it: the cached total of
// each table (cachedData, kept by the pricing table's editor), summed per currency by the engine
// (amounts in different currencies are never added), heaviest currency first: "€12,480.00". What
// counts follows each table's effect type: the total of TOTAL tables, or, for a document of
// invoices only, the balance due. Printed with the most decimals its tables use, at least the
// currency's usual ones.

export interface Separators {
  decimalSeparator: string;
  groupSeparator: string;
}

type CachedEntry = { total: number; currency: string; effectType?: string; decimals?: number | null };

const isEffect = (value: unknown): value is EffectType => typeof value === "string" && (EFFECT_TYPES as readonly string[]).includes(value);

export function cachedTotals(cachedData: Record<string, CachedEntry> | null | undefined, separators: Separators): string[] {
  const entries = Object.values(cachedData ?? {}).filter((entry) => isCurrencyCode(entry?.currency) && typeof entry.total === "number");
  const tables = entries.map((entry) => ({ total: entry.total, currency: entry.currency as CurrencyCode, effectType: isEffect(entry.effectType) ? entry.effectType : "TOTAL" }));
  const decimalsOf = (currency: CurrencyCode) =>
    Math.max(defaultDecimals(currency), ...entries.filter((entry) => entry.currency === currency).map((entry) => entry.decimals ?? 0));
  return documentTotals(tables)
    .map(({ currency, total, balanceDue }) => ({ currency, amount: total > 0 ? total : balanceDue }))
    .map(({ currency, amount }) => formatMoney(amount, currency, resolveNumberFormat(separators, null, decimalsOf(currency))));
}
