import { describe, expect, it } from "vitest";
import {
  CURRENCY_SYMBOLS,
  CURRENCY_WEIGHTS,
  currenciesByWeight,
  defaultDecimals,
  formatMoney,
  formatNumber,
  isAllowedPriceKey,
  resolveNumberFormat,
  symbolAfter,
} from "@/lib/pricing/money";
import type { NumberFormat } from "@/lib/pricing/types";

// Currencies, number formats, printing and price keys. Parsing: pricing-money-parse.test.ts.

const en: NumberFormat = { decimalLength: 2, groupLength: 3, decimalSeparator: ".", groupSeparator: "," };
const de: NumberFormat = { decimalLength: 2, groupLength: 3, decimalSeparator: ",", groupSeparator: "." };
const fr: NumberFormat = { decimalLength: 2, groupLength: 3, decimalSeparator: ",", groupSeparator: " " };
const tr0: NumberFormat = { decimalLength: 0, groupLength: 3, decimalSeparator: ",", groupSeparator: "." };

describe("currencies", () => {
  it("weighs them as spec §9 says and offers the heaviest first", () => {
    expect(CURRENCY_WEIGHTS).toEqual({ EUR: 80000, USD: 60000, GBP: 40000, TRY: 20000, RUB: 10000 });
    expect(currenciesByWeight()).toEqual(["EUR", "USD", "GBP", "TRY", "RUB"]);
  });

  it.each([
    { currency: "EUR", symbol: "€", after: false, decimals: 2 },
    { currency: "USD", symbol: "$", after: false, decimals: 2 },
    { currency: "GBP", symbol: "£", after: false, decimals: 2 },
    { currency: "TRY", symbol: "TL", after: true, decimals: 0 },
    { currency: "RUB", symbol: "₽", after: true, decimals: 2 },
  ] as const)("$currency: $symbol, after $after, $decimals decimals", ({ currency, symbol, after, decimals }) => {
    expect(CURRENCY_SYMBOLS[currency]).toBe(symbol);
    expect(symbolAfter(currency)).toBe(after);
    expect(defaultDecimals(currency)).toBe(decimals);
  });
});

describe("resolveNumberFormat", () => {
  it.each([
    { name: "the workspace's separators, group length 3", workspace: [",", "."], table: null, decimals: 2, expected: de },
    { name: "decimals from the table's money decimals", workspace: [".", ","], table: null, decimals: 0, expected: { ...en, decimalLength: 0 } },
    { name: "the table's own format wins over the workspace", workspace: [".", ","], table: { ...fr, groupLength: 4 }, decimals: 2, expected: { ...fr, groupLength: 4 } },
    { name: "decimals win over the table's decimal length", workspace: [".", ","], table: { ...de, decimalLength: 3 }, decimals: 0, expected: tr0 },
    { name: "equal commas: the decimal becomes a dot", workspace: [",", ","], table: null, decimals: 2, expected: en },
    { name: "equal dots: the decimal becomes a comma", workspace: [".", "."], table: null, decimals: 2, expected: de },
    { name: "equal in the table's format too", workspace: [".", ","], table: { ...de, decimalSeparator: "." }, decimals: 2, expected: de },
    { name: "apostrophe grouping", workspace: [".", "'"], table: null, decimals: 2, expected: { ...en, groupSeparator: "'" } },
    { name: "no grouping", workspace: [".", ""], table: null, decimals: 2, expected: { ...en, groupSeparator: "" } },
    { name: "an unknown group separator → comma", workspace: [".", "_"], table: null, decimals: 2, expected: en },
    { name: "an unknown decimal separator → dot", workspace: ["x", ","], table: null, decimals: 2, expected: en },
    { name: "an unknown decimal with dot grouping → comma", workspace: [" ", "."], table: null, decimals: 2, expected: de },
    { name: "decimals clamp to 0-4", workspace: [".", ","], table: null, decimals: 9, expected: { ...en, decimalLength: 4 } },
    { name: "a bad group length → 3", workspace: [".", ","], table: { ...en, groupLength: Number.NaN }, decimals: 2, expected: en },
  ])("$name", ({ workspace: [decimalSeparator, groupSeparator], table, decimals, expected }) => {
    expect(resolveNumberFormat({ decimalSeparator, groupSeparator }, table, decimals)).toEqual(expected);
  });
});

describe("formatNumber", () => {
  it.each([
    { value: 1234567.891, format: en, text: "1,234,567.89" },
    { value: 1234567.891, format: de, text: "1.234.567,89" },
    { value: 1234567.891, format: fr, text: "1 234 567,89" },
    { value: 1234567.5, format: tr0, text: "1.234.568" },
    { value: 999, format: en, text: "999.00" },
    { value: 1000, format: en, text: "1,000.00" },
    { value: 0, format: en, text: "0.00" },
    { value: -1250, format: en, text: "-1,250.00" },
    { value: -0.001, format: en, text: "0.00" }, // never "-0.00"
    { value: 1.005, format: en, text: "1.01" }, // half up on the decimal value (toFixed gives "1.00")
    { value: 0.125, format: en, text: "0.13" },
    { value: 2.5, format: tr0, text: "3" },
    { value: 1234567, format: { ...en, groupLength: 4 }, text: "123,4567.00" },
    { value: 1234567, format: { ...en, groupSeparator: "'" }, text: "1'234'567.00" },
    { value: 1234567, format: { ...en, groupSeparator: "" }, text: "1234567.00" },
    { value: 1234567, format: { ...en, groupLength: 0 }, text: "1234567.00" },
    { value: 1.5, format: { ...en, decimalLength: 4 }, text: "1.5000" },
    { value: 1e21, format: en, text: "1,000,000,000,000,000,000,000.00" }, // never exponent notation
    { value: Number.NaN, format: en, text: "0.00" },
    { value: Number.POSITIVE_INFINITY, format: en, text: "0.00" },
  ])("$value → $text", ({ value, format, text }) => {
    expect(formatNumber(value, format)).toBe(text);
  });
});

describe("formatMoney", () => {
  it.each([
    { value: 1250, currency: "EUR", format: en, text: "€1,250.00" },
    { value: 1250, currency: "USD", format: en, text: "$1,250.00" },
    { value: 1250, currency: "GBP", format: en, text: "£1,250.00" },
    { value: 1250, currency: "TRY", format: tr0, text: "1.250 TL" },
    { value: 1250, currency: "RUB", format: fr, text: "1 250,00 ₽" },
    { value: 1250.5, currency: "EUR", format: de, text: "€1.250,50" },
    { value: -5, currency: "EUR", format: en, text: "-€5.00" },
    { value: -1250, currency: "TRY", format: tr0, text: "-1.250 TL" },
    { value: 0, currency: "USD", format: en, text: "$0.00" },
  ] as const)("$value $currency → $text", ({ value, currency, format, text }) => {
    expect(formatMoney(value, currency, format)).toBe(text);
  });
});

describe("isAllowedPriceKey", () => {
  const none = { ctrl: false, meta: false };
  it.each([
    ...["0", "5", "9"].map((key) => ({ key, modifiers: none, format: en, allowed: true })),
    { key: ".", modifiers: none, format: en, allowed: true },
    { key: ",", modifiers: none, format: en, allowed: false }, // the group separator is not typed
    { key: ",", modifiers: none, format: de, allowed: true },
    { key: ".", modifiers: none, format: de, allowed: false },
    { key: "-", modifiers: none, format: en, allowed: false }, // never the minus key
    { key: "+", modifiers: none, format: en, allowed: false },
    { key: "e", modifiers: none, format: en, allowed: false },
    { key: " ", modifiers: none, format: fr, allowed: false },
    ...["Backspace", "Delete", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Tab", "Enter", "Escape"].map((key) => ({
      key, modifiers: none, format: en, allowed: true,
    })),
    ...["Shift", "Control", "Meta", "Unidentified", "Process"].map((key) => ({ key, modifiers: none, format: en, allowed: true })),
    ...["F1", "F5", "F12"].map((key) => ({ key, modifiers: none, format: en, allowed: true })), // the browser's keys
    { key: "F", modifiers: none, format: en, allowed: false },
    ...["a", "c", "v", "x", "z", "y", "Z"].map((key) => ({ key, modifiers: { ctrl: true, meta: false }, format: en, allowed: true })),
    ...["a", "c", "v", "x"].map((key) => ({ key, modifiers: { ctrl: false, meta: true }, format: en, allowed: true })),
    { key: "ArrowLeft", modifiers: { ctrl: true, meta: false }, format: en, allowed: true },
    { key: "-", modifiers: { ctrl: true, meta: false }, format: en, allowed: false },
    { key: "b", modifiers: { ctrl: true, meta: false }, format: en, allowed: false },
    { key: "1", modifiers: { ctrl: true, meta: false }, format: en, allowed: false },
  ])("$key with $modifiers → $allowed", ({ key, modifiers, format, allowed }) => {
    expect(isAllowedPriceKey(key, modifiers, format)).toBe(allowed);
  });
});
