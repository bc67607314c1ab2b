import { describe, expect, it } from "vitest";
import { formatMoney, formatNumber, parseAmount } from "@/lib/pricing/money";
import type { NumberFormat } from "@/lib/pricing/types";

// parseAmount (accounts spec §5): signs, 3-letter codes, symbols and grouping separators.

const en: NumberFormat = { decimalLength: 2, groupLength: 3, decimalSeparator: ".", groupSeparator: "," };
const de: NumberFormat = { decimalLength: 2, groupLength: 3, decimalSeparator: ",", groupSeparator: "." };
const fr: NumberFormat = { decimalLength: 2, groupLength: 3, decimalSeparator: ",", groupSeparator: " " };

describe("parseAmount: accepted", () => {
  it.each([
    { text: "1250", format: en, value: 1250, currency: null },
    { text: "  12.5  ", format: en, value: 12.5, currency: null },
    { text: "1,250.75", format: en, value: 1250.75, currency: null },
    { text: "1.250,75", format: de, value: 1250.75, currency: null },
    { text: "1 250,75", format: fr, value: 1250.75, currency: null },
    { text: "1\u00a0250,75", format: fr, value: 1250.75, currency: null }, // non-breaking space
    { text: "1\u202f250,75", format: fr, value: 1250.75, currency: null }, // narrow no-break space
    { text: "1 250.75", format: en, value: 1250.75, currency: null }, // spaces always group
    { text: "1'250.75", format: en, value: 1250.75, currency: null }, // so do apostrophes
    { text: "1.250 000,5", format: de, value: 1250000.5, currency: null }, // mixed grouping
    { text: "1234,567.5", format: en, value: 1234567.5, currency: null }, // a longer first group
    { text: "1250,", format: de, value: 1250, currency: null }, // typing in progress
    { text: ",5", format: de, value: 0.5, currency: null },
    { text: "0.1", format: en, value: 0.1, currency: null },
    { text: "007", format: en, value: 7, currency: null },
    { text: "+12", format: en, value: 12, currency: null },
    { text: "-12.5", format: en, value: -12.5, currency: null }, // returned as parsed: the caller clamps
    { text: "- 12", format: en, value: -12, currency: null },
    { text: "-0", format: en, value: 0, currency: null }, // never -0
    { text: "€1,250.00", format: en, value: 1250, currency: "EUR" },
    { text: "€ 1,250.00", format: en, value: 1250, currency: "EUR" },
    { text: "1.250,00 €", format: de, value: 1250, currency: "EUR" },
    { text: "$19.99", format: en, value: 19.99, currency: "USD" },
    { text: "£5", format: en, value: 5, currency: "GBP" },
    { text: "1.250 TL", format: de, value: 1250, currency: "TRY" },
    { text: "1.250 tl", format: de, value: 1250, currency: "TRY" },
    { text: "₺1.250", format: de, value: 1250, currency: "TRY" },
    { text: "1 250,00 ₽", format: fr, value: 1250, currency: "RUB" },
    { text: "EUR 12", format: en, value: 12, currency: "EUR" },
    { text: "usd12", format: en, value: 12, currency: "USD" },
    { text: "12 gbp", format: en, value: 12, currency: "GBP" },
    { text: "TRY 1.000", format: de, value: 1000, currency: "TRY" },
    { text: "12 RUB", format: en, value: 12, currency: "RUB" },
    { text: "-€5", format: en, value: -5, currency: "EUR" },
    { text: "€-5", format: en, value: -5, currency: "EUR" },
    { text: "-5 €", format: en, value: -5, currency: "EUR" },
  ])("$text → $value $currency", ({ text, format, value, currency }) => {
    expect(parseAmount(text, format)).toEqual({ ok: true, value, currency });
  });
});

describe("parseAmount: refused", () => {
  it.each([
    { text: "", format: en, reason: "empty" },
    { text: "   ", format: en, reason: "empty" },
    { text: "1.2.3", format: en, reason: "manySeparators" },
    { text: "1,2,3", format: de, reason: "manySeparators" },
    { text: "€1.250.00", format: en, reason: "manySeparators" },
    { text: "12..5", format: en, reason: "manySeparators" },
    { text: "abc", format: en, reason: "invalid" },
    { text: "12abc", format: en, reason: "invalid" },
    { text: "1e5", format: en, reason: "invalid" },
    { text: "0x10", format: en, reason: "invalid" },
    { text: "-", format: en, reason: "invalid" },
    { text: "€", format: en, reason: "invalid" },
    { text: ".", format: en, reason: "invalid" },
    { text: "--5", format: en, reason: "invalid" },
    { text: "+-5", format: en, reason: "invalid" },
    { text: "5-", format: en, reason: "invalid" },
    { text: "€5 $", format: en, reason: "invalid" }, // two currencies
    { text: "€5€", format: en, reason: "invalid" },
    { text: "CHF 5", format: en, reason: "invalid" }, // not a currency of the product
    { text: "12.5", format: de, reason: "invalid" }, // "." groups in this format: 12.5 is not a grouped number
    { text: "1,2345", format: en, reason: "invalid" }, // a group of 4
    { text: "1,25", format: en, reason: "invalid" }, // a group of 2 (a decimal comma would be a guess)
    { text: ",250", format: en, reason: "invalid" }, // grouping before any digit
    { text: "1,,250", format: en, reason: "invalid" },
    { text: "1,250,", format: en, reason: "invalid" },
    { text: "1.5,250", format: en, reason: "invalid" }, // grouping in the decimals
    { text: "9".repeat(400), format: en, reason: "invalid" }, // not a finite number
  ])("$text → $reason", ({ text, format, reason }) => {
    expect(parseAmount(text, format)).toEqual({ ok: false, reason });
  });
});

describe("parseAmount reads what formatNumber and formatMoney print", () => {
  const formats = [en, de, fr, { ...en, groupSeparator: "'" }, { ...en, groupSeparator: "" }, { ...de, decimalLength: 0 }];
  const values = [0, 0.5, 12.34, 999.99, 1000, 1234567.89, 98765432.1];
  it.each(formats.flatMap((format) => values.map((value) => ({ format, value }))))("$value in $format.decimalSeparator/$format.groupSeparator", ({ format, value }) => {
    const expected = Number(value.toFixed(format.decimalLength));
    expect(parseAmount(formatNumber(value, format), format)).toEqual({ ok: true, value: expected, currency: null });
    for (const currency of ["EUR", "TRY", "RUB"] as const) {
      expect(parseAmount(formatMoney(value, currency, format), format)).toEqual({ ok: true, value: expected, currency });
    }
  });
});
