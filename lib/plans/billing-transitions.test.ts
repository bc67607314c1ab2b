import { describe, expect, it } from "vitest";
import { differs, transition } from "./billing-transitions";
import type { BillingChange } from "./stripe-events";
import type { PlanRow } from "./status";

const at = new Date("2026-05-10T10:00:00Z");
const account = { userId: "u1", customerId: "cus_1" };
const paid = (over: Partial<PlanRow> = {}): PlanRow => ({
  state: "PAID",
  product: "SMALL",
  interval: "MONTHLY",
  diskQuotaGb: 10,
  startsAt: new Date("2026-04-10T10:00:00Z"),
  expiresAt: new Date("2026-06-10T10:00:00Z"),
  cancelAtPeriodEnd: false,
  stripeSubscriptionId: "sub_1",
  ...over,
});
const subscription = (over: Partial<Extract<BillingChange, { kind: "subscription" }>> = {}): BillingChange => ({
  kind: "subscription",
  account,
  plan: { product: "MEDIUM", interval: "YEARLY" },
  subscriptionId: "sub_1",
  status: "active",
  periodEnd: new Date("2027-05-10T10:00:00Z"),
  cancelAtPeriodEnd: false,
  endedAt: null,
  ...over,
});

describe("transition", () => {
  it("a completed checkout pays the offer for one period from the event, and lifts a payment failure", () => {
    const next = transition({ kind: "purchased", account, plan: { product: "SMALL", interval: "YEARLY" }, subscriptionId: "sub_9", paid: true }, null, at);
    expect(next.disabled).toBe("lift");
    expect(next.row).toMatchObject({ state: "PAID", product: "SMALL", interval: "YEARLY", diskQuotaGb: 10, stripeSubscriptionId: "sub_9" });
    expect(next.row?.expiresAt?.toISOString()).toBe("2027-05-10T10:00:00.000Z");
    const unpaid = transition({ kind: "purchased", account, plan: { product: "SMALL", interval: "MONTHLY" }, subscriptionId: "sub_9", paid: false }, null, at);
    expect(unpaid).toMatchObject({ disabled: "keep", row: { state: "PAYMENT_PENDING" } });
  });

  it("an active subscription is paid until its period's end, with its price's product and quota", () => {
    expect(transition(subscription(), paid(), at)).toMatchObject({
      disabled: "lift",
      row: { state: "PAID", product: "MEDIUM", interval: "YEARLY", diskQuotaGb: 50, expiresAt: new Date("2027-05-10T10:00:00Z"), startsAt: paid().startsAt },
    });
    expect(transition(subscription({ cancelAtPeriodEnd: true }), paid(), at).row?.cancelAtPeriodEnd).toBe(true);
  });

  it("an incomplete subscription is a pending payment, a past-due one also disables; an ended one expires when it ended", () => {
    expect(transition(subscription({ status: "pending" }), paid(), at)).toMatchObject({ disabled: "keep", row: { state: "PAYMENT_PENDING" } });
    expect(transition(subscription({ status: "failing" }), paid(), at)).toMatchObject({ disabled: "disable", row: { state: "PAYMENT_PENDING" } });
    const endedAt = new Date("2026-05-09T00:00:00Z");
    expect(transition(subscription({ status: "ended", endedAt }), paid(), at)).toMatchObject({ disabled: "keep", row: { state: "PAID", expiresAt: endedAt, cancelAtPeriodEnd: false } });
  });

  it("events of an older subscription leave the running one alone", () => {
    const other = paid({ stripeSubscriptionId: "sub_new" });
    expect(transition(subscription({ status: "ended" }), other, at)).toEqual({ row: null, disabled: "keep" });
    expect(transition({ kind: "payment-failed", account, subscriptionId: "sub_1" }, other, at)).toEqual({ row: null, disabled: "keep" });
  });

  it("a failed payment disables; a paid invoice lifts it and runs to the period it paid for", () => {
    expect(transition({ kind: "payment-failed", account, subscriptionId: "sub_1" }, paid(), at)).toEqual({ row: null, disabled: "disable" });
    const later = new Date("2026-07-10T10:00:00Z");
    expect(transition({ kind: "paid", account, plan: null, subscriptionId: "sub_1", periodEnd: later }, paid(), at)).toMatchObject({ disabled: "lift", row: { product: "SMALL", expiresAt: later } });
    // Yearly to monthly: the new, shorter period counts.
    const sooner = new Date("2026-05-20T10:00:00Z");
    expect(transition({ kind: "paid", account, plan: null, subscriptionId: "sub_1", periodEnd: sooner }, paid({ interval: "YEARLY" }), at).row?.expiresAt).toEqual(sooner);
    // A final invoice for a period already over extends nothing.
    expect(transition({ kind: "paid", account, plan: null, subscriptionId: "sub_1", periodEnd: new Date("2026-05-01T00:00:00Z") }, paid(), at)).toEqual({ row: null, disabled: "lift" });
    // Nothing known about the product (a trial account): only the failure is lifted.
    expect(transition({ kind: "paid", account, plan: null, subscriptionId: null, periodEnd: later }, null, at)).toEqual({ row: null, disabled: "lift" });
  });
});

describe("differs", () => {
  it("is false for the same state and true for any field that matters", () => {
    const row = { ...paid(), startsAt: new Date() };
    expect(differs(paid(), row)).toBe(false);
    expect(differs(paid(), { ...row, cancelAtPeriodEnd: true })).toBe(true);
    expect(differs(paid(), { ...row, expiresAt: new Date("2026-06-10T10:00:01Z") })).toBe(true);
    expect(differs(null, row)).toBe(true);
  });
});
