import { describe, expect, it } from "vitest";
import { isInForce, planStatus, planTerms, type PlanRow } from "./status";

const now = new Date("2026-05-01T12:00:00Z");
const past = new Date("2026-04-30T12:00:00Z");
const future = new Date("2026-05-02T12:00:00Z");

const row = (over: Partial<PlanRow>): PlanRow => ({
  state: "PAID",
  product: "SMALL",
  interval: "MONTHLY",
  diskQuotaGb: 10,
  startsAt: past,
  expiresAt: future,
  cancelAtPeriodEnd: false,
  stripeSubscriptionId: null,
  ...over,
});

describe("planStatus", () => {
  it.each([
    ["no plan on record", null, false, "NONE", true],
    ["a running trial", row({ state: "TRIAL", product: null }), false, "TRIAL", true],
    ["an expired trial", row({ state: "TRIAL", product: null, expiresAt: past }), false, "TRIAL_EXPIRED", false],
    ["an open-ended paid plan", row({ expiresAt: null }), false, "PAID", true],
    ["a paid plan until later", row({}), false, "PAID", true],
    ["a paid plan ending at the period's end", row({ cancelAtPeriodEnd: true }), false, "CANCELLING", true],
    ["an expired paid plan", row({ expiresAt: past }), false, "EXPIRED", false],
    ["a cancelled plan past its end", row({ expiresAt: past, cancelAtPeriodEnd: true }), false, "EXPIRED", false],
    ["a pending payment, a day past its date", row({ state: "PAYMENT_PENDING", expiresAt: past }), false, "PAYMENT_PENDING", true],
    ["a pending payment, past its grace days", row({ state: "PAYMENT_PENDING", expiresAt: new Date("2026-04-28T11:59:59Z") }), false, "EXPIRED", false],
    ["a plan ending this very moment", row({ expiresAt: now }), false, "EXPIRED", false],
    ["a disabled account, whatever its plan", row({}), true, "DISABLED", false],
  ] as const)("%s → %s", (_name, plan, disabled, status, inForce) => {
    expect(planStatus(plan, disabled, now)).toBe(status);
    expect(isInForce(planStatus(plan, disabled, now))).toBe(inForce);
  });
});

describe("planTerms", () => {
  it("gives a product its quota and limits, a trial the trial's, and no plan the trial's too", () => {
    expect(planTerms(row({ product: "MEDIUM", diskQuotaGb: 50 }))).toEqual({ diskQuotaGb: 50, limits: { workspaces: 3, membersPerWorkspace: 10 } });
    expect(planTerms(row({ product: "ENTERPRISE", diskQuotaGb: 200 })).limits).toEqual({ workspaces: null, membersPerWorkspace: null });
    expect(planTerms(row({ state: "TRIAL", product: null, diskQuotaGb: 2 }))).toEqual({ diskQuotaGb: 2, limits: { workspaces: 3, membersPerWorkspace: 10 } });
    expect(planTerms(null).diskQuotaGb).toBe(2);
  });
});
