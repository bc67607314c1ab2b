import type { CurrencyCode, NumberFormat } from "@/lib/pricing/types";

// Reading an amount a person typed or pasted (accounts spec §5: signs, 3-letter codes, symbols and
// grouping separators are accepted). The caller decides what to do with a negative value (the
// pricing table clamps it to 0) and rounds it to the table's decimals.

export type ParsedAmount =
  | { ok: true; value: number; currency: CurrencyCode | null }
  | { ok: false; reason: "empty" | "invalid" | "manySeparators" };

type CurrencyToken = readonly [string, CurrencyCode];

/** Codes, then symbols ("TRY" is tried before "TL"). */
const CURRENCY_TOKENS: readonly CurrencyToken[] = [
  ["EUR", "EUR"], ["USD", "USD"], ["GBP", "GBP"], ["TRY", "TRY"], ["RUB", "RUB"],
  ["TL", "TRY"], ["€", "EUR"], ["$", "USD"], ["£", "GBP"], ["₺", "TRY"], ["₽", "RUB"],
];

/** Always read as grouping (unless one is the format's decimal separator): pasted figures use them. */
const EXTRA_GROUP_CHARS = [" ", "'", "’"];

/**
 * "€ 1,250.50", "-1.250 TL", "usd 12", "+3,5" (comma format) → the number and the currency named.
 * - Around the number: at most one sign (+ or -) and one currency (code in any case, or symbol), the
 *   sign first or after a leading currency ("-€5", "€-5"), the currency before or after the number.
 * - The number: digits, the format's decimal separator once (twice or more: "manySeparators"), and
 *   grouping in the integer part: the format's group separator, spaces or apostrophes, each between
 *   digits and followed by exactly groupLength digits ("1,2345" or "12.5" in a "1.234,5" format are
 *   "invalid": guessing there could multiply a price by ten). Grouping may be left out or mixed.
 * - Anything else (letters, a second currency, a lone sign or symbol, exponents) is "invalid".
 */
export function parseAmount(text: string, format: NumberFormat): ParsedAmount {
  let rest = String(text ?? "").replace(/[\u00a0\u2007\u202f]/g, " ").trim();
  if (rest === "") return { ok: false, reason: "empty" };

  let negative = false;
  let signSeen = false;
  let currency: CurrencyCode | null = null;
  for (;;) {
    if (!signSeen && (rest.startsWith("-") || rest.startsWith("+"))) {
      negative = rest.startsWith("-");
      signSeen = true;
      rest = rest.slice(1).trimStart();
      continue;
    }
    const token: CurrencyToken | undefined = currency ? undefined : findToken(rest, "start");
    if (!token) break;
    currency = token[1];
    rest = rest.slice(token[0].length).trimStart();
  }
  if (!currency) {
    const token = findToken(rest, "end");
    if (token) {
      currency = token[1];
      rest = rest.slice(0, rest.length - token[0].length).trimEnd();
    }
  }

  const value = readNumber(rest, format);
  if (typeof value === "string") return { ok: false, reason: value };
  const signed = negative ? -value : value;
  return { ok: true, value: signed === 0 ? 0 : signed, currency };
}

function findToken(text: string, end: "start" | "end"): CurrencyToken | undefined {
  const upper = text.toUpperCase();
  return CURRENCY_TOKENS.find(([token]) => (end === "start" ? upper.startsWith(token) : upper.endsWith(token)));
}

function readNumber(text: string, format: NumberFormat): number | "invalid" | "manySeparators" {
  const decimal = format.decimalSeparator;
  const groups = new Set([format.groupSeparator, ...EXTRA_GROUP_CHARS].filter((c) => c !== "" && c !== decimal));
  for (const char of text) {
    if (!/[0-9]/.test(char) && char !== decimal && !groups.has(char)) return "invalid";
  }
  const parts = decimal === "" ? [text] : text.split(decimal);
  if (parts.length > 2) return "manySeparators";
  const [whole, fraction = ""] = parts;
  if (!/^[0-9]*$/.test(fraction)) return "invalid";
  const integer = readGroupedInteger(whole, groups, format.groupLength);
  if (integer === null || integer + fraction === "") return "invalid";
  const value = Number(`${integer || "0"}.${fraction || "0"}`);
  return Number.isFinite(value) ? value : "invalid";
}

/** "1,234,567" → "1234567"; null when a group separator is misplaced. */
function readGroupedInteger(whole: string, groups: Set<string>, groupLength: number): string | null {
  const size = Number.isInteger(groupLength) && groupLength > 0 ? groupLength : 3;
  const pieces: string[] = [];
  let current = "";
  for (const char of whole) {
    if (groups.has(char)) {
      pieces.push(current);
      current = "";
    } else current += char;
  }
  pieces.push(current);
  if (pieces.length === 1) return pieces[0];
  const [first, ...others] = pieces;
  if (first === "" || others.some((piece) => piece.length !== size)) return null;
  return pieces.join("");
}
