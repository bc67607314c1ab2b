import type { PricingColumn } from "@/lib/pricing/engine";
import { defaultDecimals, formatMoney } from "@/lib/pricing/money";
import type { LineResult } from "@/lib/pricing/result";
import type { CurrencyCode, ItemRow, NumberFormat } from "@/lib/pricing/types";
import { columnKey, isNumericColumn, plainNumber, priceFormat } from "./display";
import type { PricingLabels } from "./labels";

// One item row's cells as a reader sees them (no hooks: server-rendered). Figures in the row's own
// currency are the price; everything after the quantity is in the table's currency (the engine
// converted it).

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
      return plainNumber(row.quantity, format);
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

export function ItemNameCell({ row }: { row: ItemRow }) {
  return (
    <td className="px-2 py-1.5 align-top">
      <span className="font-medium">{row.name}</span>
      {row.showDescription && row.description.trim() && <span className="mt-0.5 block text-[0.8125rem] leading-snug whitespace-pre-line">{row.description}</span>}
    </td>
  );
}

export function ItemCells({ columns, ...props }: CellProps & { columns: PricingColumn[] }) {
  return columns.map((column) =>
    column === "name" ? (
      <ItemNameCell key="name" row={props.row} />
    ) : (
      <td key={columnKey(column)} className={`px-2 py-1.5 align-top whitespace-nowrap ${isNumericColumn(column) ? "text-right" : ""}`}>
        {cellText(column, props)}
      </td>
    ),
  );
}
