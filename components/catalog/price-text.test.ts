import { describe, expect, it } from "vitest";
import { catalogPriceText, priceExample, priceInputText, readPriceInput } from "./price-text";

const dot = { decimalSeparator: ".", groupSeparator: "," };
const comma = { decimalSeparator: ",", groupSeparator: "." };

describe("catalog prices on screen", () => {
  it("uses the workspace's separators, the currency's decimals and every decimal the price has", () => {
    expect(catalogPriceText(1250.5, "EUR", dot)).toBe("€1,250.50");
    expect(catalogPriceText(1250.5, "EUR", comma)).toBe("€1.250,50");
    expect(catalogPriceText(1250, "TRY", comma)).toBe("1.250 TL");
    expect(catalogPriceText(0.0125, "USD", dot)).toBe("$0.0125");
    expect(catalogPriceText(12.5, "TRY", dot)).toBe("12.5 TL");
    expect(priceInputText(1250.5, "GBP", comma)).toBe("1.250,50");
    expect(priceExample(comma)).toBe("1.250,50");
  });
});

describe("readPriceInput", () => {
  it("reads the workspace's format, symbols and codes into an exact decimal", () => {
    expect(readPriceInput("1.250,50", "EUR", comma)).toEqual({ ok: true, decimal: "1250.5" });
    expect(readPriceInput("€ 1.250,5", "EUR", comma)).toEqual({ ok: true, decimal: "1250.5" });
    expect(readPriceInput("1250.1234", "USD", dot)).toEqual({ ok: true, decimal: "1250.1234" });
    expect(readPriceInput("0", "USD", dot)).toEqual({ ok: true, decimal: "0" });
    expect(readPriceInput("-0", "USD", dot)).toEqual({ ok: true, decimal: "0" });
    expect(readPriceInput("1.250 TL", "TRY", comma)).toEqual({ ok: true, decimal: "1250" });
  });

  it("names what is wrong, with the server's rules", () => {
    expect(readPriceInput("  ", "EUR", dot)).toEqual({ ok: false, problem: "required" });
    expect(readPriceInput("abc", "EUR", dot)).toEqual({ ok: false, problem: "invalid" });
    expect(readPriceInput("1,2,3", "EUR", comma)).toEqual({ ok: false, problem: "manySeparators" });
    expect(readPriceInput("-5", "EUR", dot)).toEqual({ ok: false, problem: "negative" });
    expect(readPriceInput("1.23456", "EUR", dot)).toEqual({ ok: false, problem: "decimals" });
    expect(readPriceInput("10000000000", "EUR", dot)).toEqual({ ok: false, problem: "tooLarge" });
    expect(readPriceInput("$12", "EUR", dot)).toEqual({ ok: false, problem: "otherCurrency", currency: "USD" });
  });
});
