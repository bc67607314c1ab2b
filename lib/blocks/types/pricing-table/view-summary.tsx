import { formatMoney } from "@/lib/pricing/money";
import type { AdjustmentResult, SectionResult, TableResult } from "@/lib/pricing/result";
import type { NumberFormat, PricingContent, PricingMeta } from "@/lib/pricing/types";
import { plainNumber } from "./display";
import type { PricingLabels } from "./labels";

// The summary lines of a pricing table (section discounts and totals, subtotal, discounts, fees,
// tax, grand total): no hooks, so the server renders them for readers and the editor reuses them
// under its grid. Every figure comes from the engine's result; nothing is computed here.

export interface SummaryLayout {
  /** Columns the label spans (all before the amount column). */
  labelSpan: number;
  /** Empty cells after the amount (the editor's action column). */
  trailing: number;
}

interface Shared {
  result: TableResult;
  format: NumberFormat;
  labels: PricingLabels;
  layout: SummaryLayout;
}

function SummaryRow({ label, amount, layout, strong = false }: { label: string; amount: string; layout: SummaryLayout; strong?: boolean }) {
  return (
    <tr className={strong ? "border-t-2 border-current font-semibold" : undefined}>
      <th scope="row" colSpan={layout.labelSpan} className={`px-2 py-1 text-right ${strong ? "font-semibold" : "font-normal"}`}>
        {label}
      </th>
      <td className="px-2 py-1 text-right whitespace-nowrap">{amount}</td>
      {layout.trailing > 0 && <td colSpan={layout.trailing} />}
    </tr>
  );
}

/** "Early booking (10%)", or the default name when untitled. */
export function adjustmentLabel(adjustment: AdjustmentResult, fallback: string, labels: PricingLabels, format: NumberFormat): string {
  const title = adjustment.title.trim() || fallback;
  return adjustment.isAbsolute ? title : `${title} (${labels.percent(plainNumber(adjustment.value, format))})`;
}

function AdjustmentRows({ list, sign, fallback, ...shared }: Shared & { list: AdjustmentResult[]; sign: -1 | 1; fallback: string }) {
  const { result, format, labels, layout } = shared;
  return list.map((adjustment, index) => (
    <SummaryRow key={index} layout={layout} label={adjustmentLabel(adjustment, fallback, labels, format)} amount={formatMoney(sign * adjustment.amount, result.currency, format)} />
  ));
}

/** A section's discounts, then its total (when section totals are shown). */
export function SectionSummary({ section, meta, ...shared }: Shared & { section: SectionResult; meta: PricingMeta }) {
  const { result, format, labels, layout } = shared;
  const showTotal = meta.sectionTotalVisible && (section.rowId !== null || result.sections.length > 1);
  if (!section.discounts.length && !showTotal) return null;
  return (
    <>
      {section.discounts.length > 0 && <SummaryRow layout={layout} label={labels.subTotal} amount={formatMoney(section.subtotal, result.currency, format)} />}
      <AdjustmentRows {...shared} list={section.discounts} sign={-1} fallback={labels.discountLine} />
      {showTotal && <SummaryRow layout={layout} label={labels.sectionTotal} amount={formatMoney(section.total, result.currency, format)} />}
    </>
  );
}

/** The grand total's name: the author's, else what the effect type makes it (total, paid, balance due). */
function grandTotalLabel(content: PricingContent, result: TableResult, labels: PricingLabels): string {
  if (content.grandTotalTitle.trim()) return content.grandTotalTitle.trim();
  return result.effectType === "PAID_INVOICE" ? labels.paid : result.effectType === "UNPAID_INVOICE" ? labels.balanceDue : labels.grandTotal;
}

/** Subtotal, discounts, fees, discounts on the last subtotal, tax and the grand total. */
export function TableSummary({ content, meta, ...shared }: Shared & { content: PricingContent; meta: PricingMeta }) {
  const { result, format, labels, layout } = shared;
  const money = (value: number) => formatMoney(value, result.currency, format);
  const hasTax = result.taxType !== "NONE";
  const adjusted = result.discounts.length + result.fees.length + result.lastSubtotalDiscounts.length > 0;
  // Without anything between them the subtotal equals the grand total: one line says it.
  const showSubtotal = adjusted || hasTax || !meta.grandTotalVisible;
  const taxLabel = result.taxRate !== null ? `${labels.tax} (${labels.percent(plainNumber(result.taxRate, format))})` : labels.tax;
  return (
    <>
      {showSubtotal && <SummaryRow layout={layout} label={content.subTotalTitle.trim() || labels.subTotal} amount={money(result.subtotal)} />}
      <AdjustmentRows {...shared} list={result.discounts} sign={-1} fallback={labels.discountLine} />
      <AdjustmentRows {...shared} list={result.fees} sign={1} fallback={labels.fee} />
      <AdjustmentRows {...shared} list={result.lastSubtotalDiscounts} sign={-1} fallback={labels.discountLine} />
      {hasTax && <SummaryRow layout={layout} label={taxLabel} amount={money(result.tax)} />}
      {meta.grandTotalVisible && <SummaryRow layout={layout} label={grandTotalLabel(content, result, labels)} amount={money(result.grandTotal)} strong />}
    </>
  );
}
