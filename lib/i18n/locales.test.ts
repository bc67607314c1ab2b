import { describe, expect, it } from "vitest";
import { firstDayOfWeek, LOCALES } from "./locales";

describe("firstDayOfWeek", () => {
  it("is Monday in Turkish (spec rule) and the other European locales, Sunday in English", () => {
    expect(firstDayOfWeek("tr")).toBe(1);
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, firstDayOfWeek(locale)]))).toEqual({ en: 0, tr: 1, de: 1, es: 1, it: 1 });
  });
});
