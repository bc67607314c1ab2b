import { describe, expect, it } from "vitest";
import { formatWithSeparators, normalizeNumberFormat } from "./number-format";

describe("normalizeNumberFormat", () => {
  it("keeps different separators as they are", () => {
    expect(normalizeNumberFormat({ decimalSeparator: ",", groupSeparator: "." })).toEqual({ decimalSeparator: ",", groupSeparator: "." });
    expect(normalizeNumberFormat({ decimalSeparator: ".", groupSeparator: " " })).toEqual({ decimalSeparator: ".", groupSeparator: " " });
    expect(normalizeNumberFormat({ decimalSeparator: " ", groupSeparator: "," })).toEqual({ decimalSeparator: " ", groupSeparator: "," });
  });

  it("switches an equal decimal separator to the other of dot and comma", () => {
    expect(normalizeNumberFormat({ decimalSeparator: ",", groupSeparator: "," })).toEqual({ decimalSeparator: ".", groupSeparator: "," });
    expect(normalizeNumberFormat({ decimalSeparator: ".", groupSeparator: "." })).toEqual({ decimalSeparator: ",", groupSeparator: "." });
  });

  it("gives two spaces the dot decimal", () => {
    expect(normalizeNumberFormat({ decimalSeparator: " ", groupSeparator: " " })).toEqual({ decimalSeparator: ".", groupSeparator: " " });
  });
});

describe("formatWithSeparators", () => {
  it("writes numbers with the chosen separators", () => {
    expect(formatWithSeparators(1234.56, { decimalSeparator: ".", groupSeparator: "," })).toBe("1,234.56");
    expect(formatWithSeparators(1234567.5, { decimalSeparator: ",", groupSeparator: "." })).toBe("1.234.567,50");
    expect(formatWithSeparators(-999.1, { decimalSeparator: ",", groupSeparator: " " })).toBe("-999,10");
    expect(formatWithSeparators(12345, { decimalSeparator: ",", groupSeparator: " " }, 0)).toBe("12 345");
  });
});
