import { describe, expect, it } from "vitest";
import { parsePrice, priceNumber } from "./price";
import { catalogDeleteIdsQuery, catalogItemBody, catalogListQuery, encodeCatalogCursor, idsFromQuery } from "./schemas";

describe("parsePrice", () => {
  it.each([
    [0, "0"],
    [-0, "0"],
    ["0.0000", "0"],
    [180.5, "180.5"],
    ["180.50", "180.5"],
    [" 12 ", "12"],
    [0.0001, "0.0001"],
    [9_999_999_999.9999, "9999999999.9999"],
    ["9999999999.9999", "9999999999.9999"],
  ])("takes %j as %s", (input, text) => {
    const parsed = parsePrice(input);
    expect(parsed.ok && parsed.value.toFixed()).toBe(text);
  });

  it.each([-1, -0.01, "-1", 1.23456, "1.23456", 0.1 + 0.2, "1,5", "1.250,50", "1e3", "€5", "", " ", "abc", null, true, {}, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses %j as invalid",
    (input) => expect(parsePrice(input)).toEqual({ ok: false, reason: "invalid" }),
  );

  it("refuses amounts the column cannot hold as too large", () => {
    expect(parsePrice(10_000_000_000)).toEqual({ ok: false, reason: "tooLarge" });
    expect(parsePrice("99999999999")).toEqual({ ok: false, reason: "tooLarge" });
  });

  it("answers stored decimals as exact numbers", () => {
    expect(priceNumber({ toString: () => "9999999999.9999" })).toBe(9_999_999_999.9999);
    expect(priceNumber({ toString: () => "0.1" })).toBe(0.1);
  });
});

describe("catalogItemBody", () => {
  it("trims texts, stores empty optional texts as null and drops unknown keys", () => {
    const parsed = catalogItemBody.parse({ _id: "x", team: "y", sku: "  ", name: "  Bouquet ", currency: "GBP", price: "12.5", description: "" });
    expect(parsed).toEqual({ sku: null, name: "Bouquet", currency: "GBP", price: "12.5", description: null });
  });

  it("names every bad field with its message key", () => {
    const result = catalogItemBody.safeParse({ name: " ", currency: "CHF", price: -1, sku: "x".repeat(65) });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(issues.currency).toBe("validation.currency");
    expect(issues.price).toBe("validation.price");
    expect(Object.keys(issues).sort()).toEqual(["currency", "name", "price", "sku"]);
    expect(catalogItemBody.safeParse({ name: "a", currency: "EUR", price: "10000000000" }).error?.issues[0].message).toBe("validation.priceTooLarge");
  });
});

describe("catalog queries", () => {
  it("reads every ids and id value, comma-separated or repeated, without blanks", () => {
    expect(idsFromQuery(new URLSearchParams("ids=a,b&ids=c&id=d&ids=,%20e%20,"))).toEqual(["a", "b", "c", "e", "d"]);
    expect(idsFromQuery(new URLSearchParams(""))).toEqual([]);
  });

  it("takes 1 to 200 distinct ids", () => {
    const id = (n: number) => `ck${String(n).padStart(23, "0")}`;
    expect(catalogDeleteIdsQuery.parse({ ids: [id(1), id(1), id(2)] })).toEqual({ ids: [id(1), id(2)] });
    expect(catalogDeleteIdsQuery.safeParse({ ids: [] }).success).toBe(false);
    expect(catalogDeleteIdsQuery.safeParse({ ids: Array.from({ length: 200 }, (_, n) => id(n)) }).success).toBe(true);
    expect(catalogDeleteIdsQuery.safeParse({ ids: Array.from({ length: 201 }, (_, n) => id(n)) }).error?.issues[0].message).toBe("validation.tooManyAtOnce");
  });

  it("pages 40 by default and round-trips its cursor", () => {
    const cursor = { createdAt: new Date("2025-05-01T10:00:00.000Z"), id: "ck0000000000000000000000a" };
    expect(catalogListQuery.parse({ cursor: encodeCatalogCursor(cursor) })).toEqual({ cursor, limit: 40 });
    expect(catalogListQuery.parse({ search: "  ", limit: "100" })).toEqual({ search: undefined, limit: 100 });
    expect(catalogListQuery.safeParse({ limit: "101" }).success).toBe(false);
  });
});
