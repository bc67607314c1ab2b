import type { CurrencyCode, EffectType } from "@/lib/pricing/types";
import type { DocumentTotals } from "@/lib/pricing/result";
import { currenciesByWeight } from "@/lib/pricing/money";
import { Dec, nonNegative, toFigure, ZERO, type Amount } from "./decimal";

// A document's money across its pricing tables. Effect types (the spec names them, not their
// meaning): TOTAL tables sum into `total`; PAID_INVOICE tables into `paid` (shown as already paid);
// UNPAID_INVOICE tables are the balance due. Amounts in different currencies are never added up:
// one entry per currency, heaviest currency first (EUR, USD, GBP, TRY, RUB).

export interface TableTotal {
  total: number;
  currency: CurrencyCode;
  effectType: EffectType;
}

/**
 * Per currency: balanceDue = the sum of that currency's UNPAID_INVOICE tables when it has any (an
 * unpaid invoice states what is owed), else total - paid, never below 0 (an overpayment is not a
 * debt). Table totals are read defensively (unreadable or negative → 0).
 */
export function documentTotals(tables: TableTotal[]): DocumentTotals[] {
  const sums = new Map<CurrencyCode, { total: Amount; paid: Amount; unpaid: Amount; hasUnpaid: boolean }>();
  for (const table of Array.isArray(tables) ? tables : []) {
    const sum = sums.get(table.currency) ?? { total: ZERO, paid: ZERO, unpaid: ZERO, hasUnpaid: false };
    const amount = nonNegative(table.total);
    if (table.effectType === "PAID_INVOICE") sum.paid = sum.paid.plus(amount);
    else if (table.effectType === "UNPAID_INVOICE") {
      sum.unpaid = sum.unpaid.plus(amount);
      sum.hasUnpaid = true;
    } else sum.total = sum.total.plus(amount);
    sums.set(table.currency, sum);
  }
  return currenciesByWeight().flatMap((currency) => {
    const sum = sums.get(currency);
    if (!sum) return [];
    const balanceDue = sum.hasUnpaid ? sum.unpaid : Dec.max(ZERO, sum.total.minus(sum.paid));
    return [{ currency, total: toFigure(sum.total), paid: toFigure(sum.paid), balanceDue: toFigure(balanceDue) }];
  });
}
