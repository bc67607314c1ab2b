import { describe, expect, it } from "vitest";
import type { PlanRow } from "@/lib/plans/status";
import { operatorPlanRow } from "./accounts-plan";

const DAY = 24 * 60 * 60 * 1000;
// The real clock: whether a subscription still runs is decided on it (lib/plans/billing-account.ts).
const now = new Date();
const at = (days: number) => new Date(now.getTime() + days * DAY);
const row = (fields: Partial<PlanRow>): PlanRow => ({
  state: "TRIAL",
  product: null,
  interval: null,
  diskQuotaGb: 2,
  startsAt: at(-20),
  expiresAt: at(10),
  cancelAtPeriodEnd: false,
  stripeSubscriptionId: null,
  ...fields,
});
const code = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return (error as { messageKey?: string }).messageKey;
  }
};

describe("operatorPlanRow", () => {
  it("extends a running trial from its end, an ended one (or none) from now", () => {
    expect(operatorPlanRow({ action: "extend-trial", days: 5 }, row({}), now)).toMatchObject({ state: "TRIAL", startsAt: at(-20), expiresAt: at(15), diskQuotaGb: 2 });
    expect(operatorPlanRow({ action: "extend-trial", days: 5 }, row({ expiresAt: at(-3) }), now)).toMatchObject({ startsAt: now, expiresAt: at(5) });
    expect(operatorPlanRow({ action: "extend-trial", days: 1 }, null, now)).toMatchObject({ startsAt: now, expiresAt: at(1), diskQuotaGb: 2 });
    expect(operatorPlanRow({ action: "extend-trial", days: 5 }, row({ state: "PAID", product: "SMALL", expiresAt: at(-1) }), now)).toMatchObject({ state: "TRIAL", expiresAt: at(5) });
  });

  it("refuses to extend a trial over a paid plan in force, and to end a trial that is not running", () => {
    expect(code(() => operatorPlanRow({ action: "extend-trial", days: 5 }, row({ state: "PAID", product: "SMALL" }), now))).toBe("superAdminPaidPlanRuns");
    expect(code(() => operatorPlanRow({ action: "extend-trial", days: 5 }, row({ state: "PAYMENT_PENDING", product: "SMALL", expiresAt: at(-1) }), now))).toBe("superAdminPaidPlanRuns");
    expect(code(() => operatorPlanRow({ action: "end-trial" }, row({ expiresAt: at(-1) }), now))).toBe("superAdminNoTrial");
    expect(code(() => operatorPlanRow({ action: "end-trial" }, null, now))).toBe("superAdminNoTrial");
    expect(operatorPlanRow({ action: "end-trial" }, row({}), now)).toMatchObject({ state: "TRIAL", startsAt: at(-20), expiresAt: now });
  });

  it("sets a plan with its product's quota, unless a Stripe subscription runs", () => {
    const set = { action: "set-plan", state: "PAID", product: "ENTERPRISE", interval: "YEARLY", expiresAt: null } as const;
    expect(operatorPlanRow(set, row({}), now)).toEqual({ state: "PAID", product: "ENTERPRISE", interval: "YEARLY", diskQuotaGb: 200, startsAt: now, expiresAt: null, cancelAtPeriodEnd: false });
    expect(code(() => operatorPlanRow(set, row({ state: "PAID", product: "SMALL", stripeSubscriptionId: "sub_1" }), now))).toBe("superAdminSubscriptionRuns");
    // An ended subscription no longer stands in the way.
    expect(operatorPlanRow(set, row({ state: "PAID", product: "SMALL", stripeSubscriptionId: "sub_1", expiresAt: at(-1) }), now).product).toBe("ENTERPRISE");
  });
});
