import { describe, expect, it } from "vitest";
import { offerId, PRODUCT_TERMS } from "@/lib/plans/catalog";
import {
  daysLeft,
  monthlyEquivalentCents,
  offersByProduct,
  planDateLine,
  priceAmount,
  sizeInUnit,
  statusTone,
  usageLevel,
  usagePercent,
  yearlySaving,
  type OfferLike,
} from "./plan-format";

const offer = (product: OfferLike["product"], interval: OfferLike["interval"], priceCents: number | null): OfferLike => ({
  id: offerId(product, interval),
  product,
  interval,
  priceCents,
  currency: "EUR",
  diskQuotaGb: 10,
  limits: { workspaces: 1, membersPerWorkspace: 3 },
});

describe("offersByProduct", () => {
  it("puts each product's monthly and yearly offer on one card, in catalog order", () => {
    const cards = offersByProduct([
      offer("ENTERPRISE", "YEARLY", null),
      offer("MEDIUM", "YEARLY", 49000),
      offer("SMALL", "MONTHLY", 1900),
      offer("MEDIUM", "MONTHLY", 4900),
      offer("SMALL", "YEARLY", 19000),
      offer("ENTERPRISE", "MONTHLY", null),
    ]);
    expect(cards.map((card) => [card.product, card.monthly?.id, card.yearly?.id])).toEqual([
      ["SMALL", "small-monthly", "small-yearly"],
      ["MEDIUM", "medium-monthly", "medium-yearly"],
      ["ENTERPRISE", "enterprise-monthly", "enterprise-yearly"],
    ]);
  });

  it("leaves out products without offers and keeps a missing interval empty", () => {
    expect(offersByProduct([offer("MEDIUM", "MONTHLY", 4900)])).toEqual([{ product: "MEDIUM", monthly: offer("MEDIUM", "MONTHLY", 4900), yearly: null }]);
  });
});

describe("yearlySaving", () => {
  it("compares the yearly price with twelve monthly payments", () => {
    expect(yearlySaving(1900, 19000)).toEqual({ cents: 3800, percent: 17 });
    expect(yearlySaving(4900, 49000)).toEqual({ cents: 9800, percent: 17 });
  });

  it("holds for the catalog's prices: paying yearly always saves", () => {
    for (const terms of Object.values(PRODUCT_TERMS)) {
      if (terms.priceCents) expect(yearlySaving(terms.priceCents.MONTHLY, terms.priceCents.YEARLY)?.cents).toBeGreaterThan(0);
    }
  });

  it("is null without prices (contact sales) or without a saving", () => {
    expect(yearlySaving(null, null)).toBeNull();
    expect(yearlySaving(1000, 12000)).toBeNull();
    expect(yearlySaving(1000, 13000)).toBeNull();
    expect(yearlySaving(0, 0)).toBeNull();
  });
});

describe("prices", () => {
  it("shows cents only when there are any", () => {
    expect(priceAmount(1900)).toEqual({ amount: 19, fractionDigits: 0 });
    expect(priceAmount(1583)).toEqual({ amount: 15.83, fractionDigits: 2 });
  });

  it("spreads a yearly price over twelve months to the cent", () => {
    expect(monthlyEquivalentCents(19000)).toBe(1583);
    expect(monthlyEquivalentCents(49000)).toBe(4083);
  });
});

describe("planDateLine", () => {
  const date = new Date("2026-06-01T00:00:00Z");
  it.each([
    ["TRIAL", "trialEnds", date],
    ["TRIAL_EXPIRED", "trialEnded", date],
    ["PAID", "renews", date],
    ["CANCELLING", "endsCancelled", date],
    ["EXPIRED", "expired", date],
    ["PAYMENT_PENDING", "paymentPending", null],
    ["DISABLED", "disabled", null],
    ["NONE", "noPlan", null],
  ] as const)("%s: %s", (status, key, expected) => {
    expect(planDateLine(status, date)).toEqual({ key, date: expected });
  });

  it("says a plan without a subscription is paid until its end, rather than renewing", () => {
    expect(planDateLine("PAID", date, false)).toEqual({ key: "paidUntil", date });
    expect(planDateLine("CANCELLING", date, false)).toEqual({ key: "endsCancelled", date });
  });

  it("has no date when the plan has no end on record", () => {
    expect(planDateLine("PAID", null)).toEqual({ key: "renews", date: null });
  });
});

describe("statusTone", () => {
  it("greens a running plan, marks the trial, warns about ended ones and reddens a disabled account", () => {
    expect(statusTone("PAID")).toBe("success");
    expect(statusTone("TRIAL")).toBe("accent");
    expect(["TRIAL_EXPIRED", "EXPIRED", "CANCELLING", "PAYMENT_PENDING"].map((status) => statusTone(status as "EXPIRED"))).toEqual(["warning", "warning", "warning", "warning"]);
    expect(statusTone("DISABLED")).toBe("danger");
    expect(statusTone("NONE")).toBe("neutral");
  });
});

describe("daysLeft", () => {
  const now = new Date("2026-05-01T12:00:00Z");
  it("counts a started day as a day and stops at zero", () => {
    expect(daysLeft(new Date("2026-05-31T12:00:00Z"), now)).toBe(30);
    expect(daysLeft(new Date("2026-05-01T13:00:00Z"), now)).toBe(1);
    expect(daysLeft(new Date("2026-05-01T12:00:00Z"), now)).toBe(0);
    expect(daysLeft(new Date("2026-04-01T12:00:00Z"), now)).toBe(0);
  });
});

describe("sizes and the disk meter", () => {
  it("picks the largest binary unit that keeps the number at 1 or more, from megabytes up", () => {
    expect(sizeInUnit(0)).toEqual({ value: 0, unit: "megabyte" });
    expect(sizeInUnit(512 * 1024)).toEqual({ value: 0.5, unit: "megabyte" });
    expect(sizeInUnit(5 * 1024 ** 2)).toEqual({ value: 5, unit: "megabyte" });
    expect(sizeInUnit(1536 * 1024 ** 2)).toEqual({ value: 1.5, unit: "gigabyte" });
    expect(sizeInUnit(2 * 1024 ** 3)).toEqual({ value: 2, unit: "gigabyte" });
    expect(sizeInUnit(3 * 1024 ** 4)).toEqual({ value: 3, unit: "terabyte" });
    expect(sizeInUnit(-5)).toEqual({ value: 0, unit: "megabyte" });
  });

  it("rounds the share used to whole percent, at least 1 for any use and at most 100", () => {
    const gb = 1024 ** 3;
    expect(usagePercent(0, 2 * gb)).toBe(0);
    expect(usagePercent(1000, 2 * gb)).toBe(1);
    expect(usagePercent(gb, 2 * gb)).toBe(50);
    expect(usagePercent(3 * gb, 2 * gb)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
    expect(usagePercent(10, 0)).toBe(100);
  });

  it("colours the meter by how full it is", () => {
    expect([0, 74, 75, 89, 90, 100].map(usageLevel)).toEqual(["ok", "ok", "high", "high", "full", "full"]);
  });
});
