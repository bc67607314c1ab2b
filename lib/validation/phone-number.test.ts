import { describe, expect, it } from "vitest";
import { asPhoneCountry, readPhoneNumber } from "./phone-number";
import { countryName, phoneCountryOptions } from "./phone-countries";
import { getCountries } from "libphonenumber-js/min";

describe("readPhoneNumber", () => {
  it.each([
    ["GB", "07400 123456", "+447400123456"],
    ["GB", "7400 123456", "+447400123456"],
    ["US", "(201) 555-0123", "+12015550123"],
    ["DE", "0151 23456789", "+4915123456789"],
    ["TR", "0532 123 45 67", "+905321234567"],
    ["ES", "612 345 678", "+34612345678"],
    ["IT", "312 345 6789", "+393123456789"],
    ["FR", "06 12 34 56 78", "+33612345678"],
    // The international prefix of the chosen country works as a +.
    ["GB", "0049 151 23456789", "+4915123456789"],
  ] as const)("%s: %s is %s", (country, typed, e164) => {
    expect(readPhoneNumber(typed, country)).toEqual({ ok: true, e164 });
  });

  it("a number written with + and its country code is that country's, whatever the chosen country", () => {
    expect(readPhoneNumber("+39 312 345 6789", "GB")).toEqual({ ok: true, e164: "+393123456789" });
    expect(readPhoneNumber("+39 312 345 6789", undefined)).toEqual({ ok: true, e164: "+393123456789" });
    // ... and a national number of another country is not valid for the chosen one.
    expect(readPhoneNumber("0532 123 45 67", "GB").ok).toBe(false);
    expect(readPhoneNumber("06 12 34 56 78", "ES").ok).toBe(false);
  });

  it.each([
    ["", "GB", "invalid", false],
    ["   ", "GB", "invalid", false],
    ["call 07400 123456", "GB", "invalid", false],
    ["07400 12345a", "GB", "invalid", false],
    ["12", "GB", "tooShort", false],
    ["+44 12", "GB", "tooShort", true],
    ["0151 234567890123", "DE", "invalid", false],
    ["0740012345678901", "GB", "tooLong", false],
    ["+999 1234567", "GB", "countryCode", true],
    // Without a country a national number cannot be read.
    ["07400 123456", undefined, "invalid", false],
  ] as const)("refuses %j for %s: %s", (typed, country, problem, international) => {
    expect(readPhoneNumber(typed, country)).toEqual({ ok: false, problem, international });
  });

  it("asPhoneCountry takes only the codes libphonenumber knows", () => {
    expect(asPhoneCountry("GB")).toBe("GB");
    expect(asPhoneCountry("XX")).toBeUndefined();
    expect(asPhoneCountry("gb")).toBeUndefined();
    expect(asPhoneCountry(44)).toBeUndefined();
    expect(asPhoneCountry("")).toBeUndefined();
  });
});

describe("phone countries", () => {
  it("lists every country libphonenumber knows, with its calling code, named and sorted in the reader's language", () => {
    const german = phoneCountryOptions("de");
    expect(german.map((option) => option.code).sort()).toEqual([...getCountries()].sort());
    expect(german.find((option) => option.code === "DE")).toEqual({ code: "DE", name: "Deutschland", callingCode: "49" });
    expect(german.find((option) => option.code === "TR")?.name).toBe("Türkei");
    const names = german.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
    expect(phoneCountryOptions("tr").find((option) => option.code === "DE")?.name).toBe("Almanya");
  });

  it("names a country in the reader's language", () => {
    expect(countryName("GB", "en")).toBe("United Kingdom");
    expect(countryName("IT", "it")).toBe("Italia");
    expect(countryName("ES", "es")).toBe("España");
  });
});
