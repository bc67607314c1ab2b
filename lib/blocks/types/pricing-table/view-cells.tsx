import { quantityRange } from "@/lib/pricing/choices";
import type { PricingColumn } from "@/lib/pricing/engine";
import { defaultDecimals, formatMoney } from "@/lib/pricing/money";
import type { LineResult } from "@/lib/pricing/result";
import type { CurrencyCode, ItemRow, NumberFormat, PricingContent } from "@/lib/pricing/types";
import { columnKey, columnTitle, isNumericColumn, plainNumber, priceFormat } from "./display";
import { figureKey } from "./figure-keys";
import type { PricingLabels } from "./labels";
import { STACK_FACTOR_CELL, STACK_HIDDEN, STACK_NAME_CELL, STACK_ONLY, STACK_STEPPER_CELL, STACK_WIDE_ONLY, STACK_TAX_CELL, STACK_TOTAL_CELL, STACK_TOTAL_WITH_TAX_CELL } from "./stacked";
import { ChoiceName, OptionalTag, QuantityStepper, type ChoiceView } from "./view-choices";

// One item row's cells as a reader sees them (no hooks: server-rendered). Figures in the row's own
// currency are the price; everything after the quantity is in the table's currency (the engine
// converted it). An optional row wears its tag; in a deal's share view it is a checkbox and a row
// with a quantity range a stepper (view-choices.tsx). Computed figures carry their data-figure.

interface CellProps {
  row: ItemRow;
  line: LineResult | undefined;
  currency: CurrencyCode;
  format: NumberFormat;
  labels: PricingLabels;
}

/** The text of one cell of an item row (the name cell is rendered by ItemNameCell). */
export function cellText(column: PricingColumn, { row, line, currency, format, labels }: CellProps): string {
  if (typeof column !== "string") return plainNumber(row.columns[column.custom] ?? 0, format);
  switch (column) {
    case "price": {
      const own = line?.original?.currency ?? currency;
      const minDecimals = own === currency ? format.decimalLength : Math.max(format.decimalLength, defaultDecimals(own));
      return formatMoney(row.price, own, priceFormat(row.price, format, minDecimals));
    }
    case "qty":
      return plainNumber(line?.quantity ?? row.quantity, format);
    case "discount":
      return labels.percent(plainNumber(row.discount, format));
    case "lineTax":
      return labels.percent(plainNumber(row.tax, format));
    case "totalWithTax":
      return formatMoney(line?.totalWithTax ?? 0, currency, format);
    case "total":
      return formatMoney(line?.net ?? 0, currency, format);
    default:
      return row.name;
  }
}

export function ItemNameCell({ row, line, view, className = "" }: { row: ItemRow; line: LineResult | undefined; view: ChoiceView | undefined; className?: string }) {
  return (
    <td role="cell" className={`px-2 py-1.5 align-top [overflow-wrap:anywhere] ${className}`}>
      <ChoiceName row={row} view={view} />
      {row.optional && view && <OptionalTag label={view.labels.optional} />}
      {/* Where no checkbox says so, a screen reader hears that the greyed line is not counted. */}
      {line?.included === false && view && !view.controls && <span className="sr-only"> ({view.labels.notIncluded})</span>}
      {row.showDescription && row.description.trim() && <span className="mt-0.5 block text-[0.8125rem] leading-snug whitespace-pre-line">{row.description}</span>}
    </td>
  );
}

/**
 * What the card writes around a figure: an operator before it ("×", "="), a label ("Tax"), a unit
 * after it ("Rooms"), or a text of its own in place of the table's ("3 days", in the reader's
 * plural); and how the cell is laid out there.
 */
interface CardParts {
  before?: string;
  label?: string;
  unit?: string;
  text?: string;
  cell: string;
  figure?: string;
}

function cardParts(column: PricingColumn, { row, content, labels, format }: Pick<ItemCellsProps, "row" | "content" | "labels" | "format">): CardParts {
  if (typeof column !== "string") {
    // The untitled column is the spec's days column: "× 3 days", with the plural of the reader's language.
    const title = content.customColumns[column.custom]?.title.trim();
    const value = row.columns[column.custom] ?? 0;
    return title ? { before: "×", unit: title, cell: STACK_FACTOR_CELL } : { before: "×", text: labels.customUnit(value, plainNumber(value, format)), cell: STACK_FACTOR_CELL };
  }
  switch (column) {
    case "price":
      return { cell: STACK_FACTOR_CELL, figure: "unit-price" };
    case "qty":
      return { before: "×", unit: content.qtyTitle.trim() || undefined, cell: STACK_FACTOR_CELL };
    case "discount":
      // A line without a discount says nothing in the card ("− 0%"); the wide table keeps its 0%.
      return { before: "−", cell: row.discount ? STACK_FACTOR_CELL : STACK_HIDDEN };
    case "lineTax":
      return { label: columnTitle(content, column, labels), cell: STACK_TAX_CELL };
    case "totalWithTax":
      return { label: columnTitle(content, column, labels), cell: STACK_TOTAL_WITH_TAX_CELL, figure: "line-total-with-tax" };
    default:
      return { before: "=", cell: STACK_TOTAL_CELL, figure: "line-total" };
  }
}

type ItemCellsProps = CellProps & { columns: PricingColumn[]; content: PricingContent; view?: ChoiceView };

/** The computed figures of a line the share view's script rewrites when the client's choices change. */
const LINE_FIGURES: Partial<Record<PricingColumn & string, (rowId: string) => string>> = {
  total: figureKey.lineTotal,
  totalWithTax: figureKey.lineTotalWithTax,
};

/**
 * An item row's cells. In the narrow layout (stacked.ts) the same cells read as a card; the operators
 * are decoration (aria-hidden), units and labels are text a screen reader reads with the figure.
 */
export function ItemCells({ columns, content, view, ...props }: ItemCellsProps) {
  return columns.map((column) => {
    if (column === "name") return <ItemNameCell key="name" row={props.row} line={props.line} view={view} className={STACK_NAME_CELL} />;
    if (column === "qty" && view?.controls && quantityRange(props.row)) {
      return (
        <td key="qty" role="cell" className={`px-2 py-1.5 text-right align-top ${STACK_STEPPER_CELL}`}>
          <span aria-hidden="true" className={STACK_ONLY}>
            ×{" "}
          </span>
          <QuantityStepper row={props.row} view={view} />
          {content.qtyTitle.trim() && <span className={STACK_ONLY}> {content.qtyTitle.trim()}</span>}
        </td>
      );
    }
    const parts = cardParts(column, { row: props.row, content, labels: props.labels, format: props.format });
    const figureOf = typeof column === "string" ? LINE_FIGURES[column] : undefined;
    const text = cellText(column, props);
    return (
      <td key={columnKey(column)} role="cell" data-price-figure={parts.figure} className={`px-2 py-1.5 align-top whitespace-nowrap ${isNumericColumn(column) ? "text-right" : ""} ${parts.cell}`}>
        {parts.before && (
          <span aria-hidden="true" className={STACK_ONLY}>
            {parts.before}{" "}
          </span>
        )}
        {parts.label && <span className={STACK_ONLY}>{parts.label} </span>}
        {parts.text ? (
          <>
            <span className={STACK_WIDE_ONLY}>{text}</span>
            <span className={STACK_ONLY}>{parts.text}</span>
          </>
        ) : figureOf ? (
          <span data-figure={figureOf(props.row.id)}>{text}</span>
        ) : (
          text
        )}
        {parts.unit && <span className={STACK_ONLY}> {parts.unit}</span>}
      </td>
    );
  });
}
