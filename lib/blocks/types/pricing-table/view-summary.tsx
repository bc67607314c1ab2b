import { formatMoney } from "@/lib/pricing/money";
import type { AdjustmentResult, SectionResult, TableResult } from "@/lib/pricing/result";
import type { NumberFormat, PricingContent, PricingMeta } from "@/lib/pricing/types";
import { plainNumber } from "./display";
import { figureKey } from "./figure-keys";
import type { PricingLabels } from "./labels";
import { STACK_GRAND_TOTAL_ROW, STACK_HIDDEN, STACK_SUMMARY_AMOUNT, STACK_SUMMARY_LABEL, STACK_SUMMARY_ROW } from "./stacked";

// The summary lines of a pricing table (section discounts and totals, subtotal, discounts, fees,
// tax, grand total): no hooks, so the server renders them for readers and the editor reuses them
// under its grid. Every figure comes from the engine's result; nothing is computed here.

export interface SummaryLayout {
  /** Columns the label spans (all before the amount column). */
  labelSpan: number;
  /** Empty cells after the amount (the editor's action column). */
  trailing: number;
  /** Empty cells before the label, with their classes (the editor's secondary columns, shown only in its wide grid). */
  leading?: { count: number; className: string };
}

interface Shared {
  result: TableResult;
  format: NumberFormat;
  labels: PricingLabels;
  layout: SummaryLayout;
}

/**
 * One summary line. `figure` names the amount's kind for tests (data-price-figure: "subtotal",
 * "tax"...), `figureId` the amount itself (data-figure, figure-keys.ts: the share view's script
 * rewrites it). In the narrow layout (stacked.ts) it spans the width: the label left, the amount right.
 */
function SummaryRow({ label, amount, figure, figureId, layout, strong = false }: { label: string; amount: string; figure: string; figureId: string; layout: SummaryLayout; strong?: boolean }) {
  return (
    <tr role="row" className={`${STACK_SUMMARY_ROW} ${strong ? `border-t-2 border-current font-semibold ${STACK_GRAND_TOTAL_ROW}` : ""}`}>
      {Array.from({ length: layout.leading?.count ?? 0 }, (_, index) => (
        <td key={index} role="cell" className={layout.leading?.className} />
      ))}
      <th scope="row" role="rowheader" colSpan={layout.labelSpan} className={`px-2 py-1 text-right ${strong ? "font-semibold" : "font-normal"} ${STACK_SUMMARY_LABEL}`}>
        {label}
      </th>
      <td role="cell" data-price-figure={figure} data-figure={figureId} className={`px-2 py-1 text-right whitespace-nowrap ${STACK_SUMMARY_AMOUNT}`}>
        {amount}
      </td>
      {layout.trailing > 0 && <td role="cell" colSpan={layout.trailing} className={STACK_HIDDEN} />}
    </tr>
  );
}

/** "Early booking (10%)", or the default name when untitled. */
export function adjustmentLabel(adjustment: AdjustmentResult, fallback: string, labels: PricingLabels, format: NumberFormat): string {
  const title = adjustment.title.trim() || fallback;
  return adjustment.isAbsolute ? title : `${title} (${labels.percent(plainNumber(adjustment.value, format))})`;
}

function AdjustmentRows({ list, sign, fallback, figure, figureIdOf, ...shared }: Shared & { list: AdjustmentResult[]; sign: -1 | 1; fallback: string; figure: string; figureIdOf: (index: number) => string }) {
  const { result, format, labels, layout } = shared;
  return list.map((adjustment, index) => (
    <SummaryRow key={index} layout={layout} figure={figure} figureId={figureIdOf(index)} label={adjustmentLabel(adjustment, fallback, labels, format)} amount={formatMoney(sign * adjustment.amount, result.currency, format)} />
  ));
}

/** Whether a section ends with its total line (section totals shown, and more than the one untitled section). */
const showsSectionTotal = (section: SectionResult, result: TableResult, meta: PricingMeta) =>
  meta.sectionTotalVisible && (section.rowId !== null || result.sections.length > 1);

/** Whether a section ends with summary lines (its discounts or its total) rather than with an item. */
export const hasSectionSummary = (section: SectionResult, result: TableResult, meta: PricingMeta) =>
  section.discounts.length > 0 || showsSectionTotal(section, result, meta);

/** A section's discounts, then its total (when section totals are shown). */
export function SectionSummary({ section, meta, ...shared }: Shared & { section: SectionResult; meta: PricingMeta }) {
  const { result, format, labels, layout } = shared;
  const showTotal = showsSectionTotal(section, result, meta);
  if (!hasSectionSummary(section, result, meta)) return null;
  return (
    <>
      {section.discounts.length > 0 && (
        <SummaryRow layout={layout} figure="section-subtotal" figureId={figureKey.sectionSubtotal(section.rowId)} label={labels.subTotal} amount={formatMoney(section.subtotal, result.currency, format)} />
      )}
      <AdjustmentRows {...shared} list={section.discounts} sign={-1} fallback={labels.discountLine} figure="section-discount" figureIdOf={(index) => figureKey.sectionDiscount(section.rowId, index)} />
      {showTotal && <SummaryRow layout={layout} figure="section-total" figureId={figureKey.sectionTotal(section.rowId)} label={labels.sectionTotal} amount={formatMoney(section.total, result.currency, format)} />}
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
      {showSubtotal && <SummaryRow layout={layout} figure="subtotal" figureId={figureKey.subtotal} label={content.subTotalTitle.trim() || labels.subTotal} amount={money(result.subtotal)} />}
      <AdjustmentRows {...shared} list={result.discounts} sign={-1} fallback={labels.discountLine} figure="discount" figureIdOf={figureKey.discount} />
      <AdjustmentRows {...shared} list={result.fees} sign={1} fallback={labels.fee} figure="fee" figureIdOf={figureKey.fee} />
      <AdjustmentRows {...shared} list={result.lastSubtotalDiscounts} sign={-1} fallback={labels.discountLine} figure="discount" figureIdOf={figureKey.lastDiscount} />
      {hasTax && <SummaryRow layout={layout} figure="tax" figureId={figureKey.tax} label={taxLabel} amount={money(result.tax)} />}
      {meta.grandTotalVisible && <SummaryRow layout={layout} figure="grand-total" figureId={figureKey.grand} label={grandTotalLabel(content, result, labels)} amount={money(result.grandTotal)} strong />}
    </>
  );
}
