// Number format rules of a workspace. Pure: used by the server, the settings form and tests.

export const SEPARATORS = [",", ".", " "] as const;
export type Separator = (typeof SEPARATORS)[number];

export interface NumberFormat {
  decimalSeparator: Separator;
  groupSeparator: Separator;
}

export const isSeparator = (value: unknown): value is Separator => typeof value === "string" && (SEPARATORS as readonly string[]).includes(value);

/**
 * Equal separators cannot be told apart, so the decimal separator switches to the other of dot and
 * comma (accounts spec §5): "," and "," become "." and ","; "." and "." become "," and ".". Two spaces,
 * where neither is "the other", give the dot decimal.
 */
export function normalizeNumberFormat(format: NumberFormat): NumberFormat {
  const { decimalSeparator, groupSeparator } = format;
  if (decimalSeparator !== groupSeparator) return { decimalSeparator, groupSeparator };
  return { decimalSeparator: decimalSeparator === "." ? "," : ".", groupSeparator };
}

/** 1234.56 written with the workspace's separators: "1,234.56", "1.234,56", "1 234,56". */
export function formatWithSeparators(value: number, format: NumberFormat, fractionDigits = 2): string {
  const [whole, fraction] = Math.abs(value).toFixed(fractionDigits).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.groupSeparator);
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? format.decimalSeparator + fraction : ""}`;
}
