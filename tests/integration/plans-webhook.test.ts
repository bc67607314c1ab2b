import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as canShareRoute } from "@/app/api/account/can-share/route";
import { GET as editAllowedRoute } from "@/app/api/account/does-plan-allow-edit/route";
import { POST as renameRoute } from "@/app/api/document/[id]/title/route";
import { POST as shareRoute } from "@/app/api/document/[id]/share/route";
import { GET as planRoute } from "@/app/api/plan/route";
import { POST as webhookRoute } from "@/app/api/stripe/webhook/route";
import { db } from "@/lib/db/client";
import { createDocument } from "../factories/documents";
import { firstTeamOf } from "../factories/teams";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";
import { signedDelivery, subscriptionObject } from "../support/fake-stripe";

// Stripe's webhook (issue 11): events signed with the stripe package's own test-header helper,
// delivered to our route. Bad signatures are refused, a replay changes nothing, and events that
// arrive out of order leave the account where the newest one says.

type Handler = Parameters<typeof callRoute>[0];
const SECRET = "whsec_test_plans";
const SMALL_MONTHLY = "price_small_monthly_test";
const MEDIUM_YEARLY = "price_medium_yearly_test";
const saved = { ...process.env };

beforeAll(() => {
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  process.env.STRIPE_PRICE_SMALL_MONTHLY = SMALL_MONTHLY;
  process.env.STRIPE_PRICE_MEDIUM_YEARLY = MEDIUM_YEARLY;
});
afterAll(() => {
  process.env = saved;
});

let eventCounter = 0;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const event = (type: string, object: unknown, created = seconds(new Date()), id = `evt_${Date.now()}_${++eventCounter}`) => ({ id, object: "event", type, created, data: { object } });

async function deliver(payload: object, headers?: Record<string, string>) {
  const body = JSON.stringify(payload);
  return callRoute(webhookRoute as Handler, "POST", "/api/stripe/webhook", { body, headers: headers ?? signedDelivery(body, SECRET) });
}

const get = (handler: Handler, token: string) => callRoute(handler, "GET", "/x", { token });
const planOf = async (token: string) => (await get(planRoute as Handler, token)).body;

const checkoutCompleted = (userId: string, customer: string, subscription: string, created?: number) =>
  event("checkout.session.completed", { id: "cs_1", object: "checkout.session", mode: "subscription", payment_status: "paid", client_reference_id: userId, customer, subscription, metadata: { userId, offerId: "small-monthly" } }, created);
const invoice = (type: "invoice.paid" | "invoice.payment_failed", customer: string, subscription: string, periodEnd: number, created?: number, price = SMALL_MONTHLY) =>
  event(type, { id: "in_1", object: "invoice", customer, parent: { subscription_details: { subscription } }, lines: { data: [{ period: { end: periodEnd }, pricing: { price_details: { price } } }] } }, created);

describe("an account's way through its plan", () => {
  it("trial → expired (cannot edit or share) → paid by a signed checkout → payment failed (disabled) → paid again", async () => {
    const { user, token } = await createUser();
    const teamId = await firstTeamOf(user.id);
    const doc = await createDocument(user.id, teamId);
    const rename = (title: string) => callRoute(renameRoute as Handler, "POST", "/x", { token, params: { id: doc.id }, body: { title } });
    const share = () => callRoute(shareRoute as Handler, "POST", "/x", { token, params: { id: doc.id }, body: { type: "link" } });

    // A new account is on its free month.
    const trial = await planOf(token);
    expect(trial).toMatchObject({ status: "TRIAL", canEdit: true, plan: { state: "TRIAL", product: null, diskQuotaGb: 2 } });
    expect(new Date(trial.plan.expiresAt).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await get(editAllowedRoute as Handler, token)).body).toEqual({ doesPlanAllowEditing: true });

    // The month passes.
    await db.planHistory.updateMany({ where: { userId: user.id }, data: { startsAt: new Date("2026-01-01"), expiresAt: new Date("2026-02-01") } });
    expect(await planOf(token)).toMatchObject({ status: "TRIAL_EXPIRED", canEdit: false });
    expect((await get(editAllowedRoute as Handler, token)).body).toEqual({ doesPlanAllowEditing: false });
    expect((await get(canShareRoute as Handler, token)).body).toEqual({ status: "false", reason: "planEnded" });
    const refusedEdit = await rename("New title");
    expect(refusedEdit.status).toBe(402);
    expect(refusedEdit.body.error).toEqual({ code: "PLAN_LIMIT", message: "Your plan has ended. Choose a plan to keep editing." });
    expect((await share()).status).toBe(402);
    expect(await db.snapshot.count({ where: { documentId: doc.id } })).toBe(0);

    // Stripe says the checkout completed.
    const paid = await deliver(checkoutCompleted(user.id, "cus_journey", "sub_journey"));
    expect(paid.body).toEqual({ received: true, outcome: "applied" });
    expect(await planOf(token)).toMatchObject({ status: "PAID", canEdit: true, plan: { state: "PAID", product: "SMALL", interval: "MONTHLY", diskQuotaGb: 10 } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId).toBe("cus_journey");
    expect((await rename("Paid title")).status).toBe(200);
    expect((await get(canShareRoute as Handler, token)).body).toEqual({ status: "true", reason: null });

    // A renewal fails: the account is disabled until paid.
    const periodEnd = seconds(new Date(Date.now() + 40 * 86_400_000)); // not what the checkout guessed (one month)
    const failed = invoice("invoice.payment_failed", "cus_journey", "sub_journey", periodEnd);
    expect((await deliver(failed)).body.outcome).toBe("applied");
    expect(await planOf(token)).toMatchObject({ status: "DISABLED", canEdit: false, account: { disabled: true, disabledReason: "PAYMENT_FAILED" } });
    expect((await get(editAllowedRoute as Handler, token)).body).toEqual({ doesPlanAllowEditing: false });
    expect((await get(canShareRoute as Handler, token)).body).toEqual({ status: "false", reason: "accountDisabled" });
    const refusedDisabled = await rename("Disabled title");
    expect(refusedDisabled.status).toBe(402);
    expect(refusedDisabled.body.error.message).toBe("Your account is disabled because a payment failed. Check your payment method or contact support.");

    // Paid again.
    expect((await deliver(invoice("invoice.paid", "cus_journey", "sub_journey", periodEnd))).body.outcome).toBe("applied");
    const again = await planOf(token);
    expect(again).toMatchObject({ status: "PAID", canEdit: true, account: { disabled: false, disabledReason: null }, plan: { product: "SMALL" } });
    expect(seconds(new Date(again.plan.expiresAt))).toBe(periodEnd);
    expect((await rename("Paid again")).status).toBe(200);
    expect((await share()).status).toBe(201);

    // The same failure delivered again changes nothing.
    expect((await deliver(failed)).body.outcome).toBe("duplicate");
    const afterReplay = await planOf(token);
    expect(afterReplay).toMatchObject({ status: "PAID", account: { disabled: false } });
    expect(afterReplay.history.map((entry: { type: string; source: string }) => `${entry.type}:${entry.source}`)).toEqual(["PAID:stripe", "PAID:stripe", "TRIAL:signup"]);
  });
});

describe("the webhook's guard", () => {
  it("refuses a forged, unsigned, replayed-with-another-body or stale signature with 400 and changes nothing", async () => {
    const { user, token } = await createUser();
    const payload = checkoutCompleted(user.id, "cus_forged", "sub_forged");
    const body = JSON.stringify(payload);
    const attempts: Record<string, string>[] = [
      {},
      { "stripe-signature": "t=1,v1=deadbeef" },
      signedDelivery(body, "whsec_someone_else"),
      signedDelivery(JSON.stringify({ ...payload, id: "evt_other" }), SECRET),
      signedDelivery(body, SECRET, seconds(new Date()) - 3600), // outside Stripe's 5-minute tolerance
    ];
    for (const headers of attempts) {
      const refused = await deliver(payload, headers);
      expect(refused.status, JSON.stringify(headers)).toBe(400);
      expect(refused.body.error.message).toBe("The Stripe signature is missing or invalid.");
    }
    expect(await planOf(token)).toMatchObject({ status: "TRIAL" });
    expect(await db.stripeEvent.count({ where: { id: payload.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId).toBeNull();
  });

  it("answers 503 while no webhook secret is configured, so nothing unsigned is ever applied", async () => {
    const { user } = await createUser();
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      const result = await deliver(checkoutCompleted(user.id, "cus_nosecret", "sub_nosecret"));
      expect(result.status).toBe(503);
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = SECRET;
    }
    expect(await db.planHistory.count({ where: { userId: user.id } })).toBe(1);
  });

  it("records events it does not act on, and events about nobody it knows, without a change", async () => {
    const { token } = await createUser();
    expect((await deliver(event("customer.created", { id: "cus_new" }))).body.outcome).toBe("ignored");
    expect((await deliver(invoice("invoice.payment_failed", "cus_nobody", "sub_nobody", 0))).body.outcome).toBe("ignored");
    expect(await planOf(token)).toMatchObject({ status: "TRIAL" });
  });
});

describe("events out of order", () => {
  it("keeps the state of the newest event: a late failure after a later success, a late update after the cancellation", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { stripeCustomerId: `cus_${user.id}` } });
    const customer = `cus_${user.id}`;
    const now = seconds(new Date());
    const periodEnd = now + 30 * 86_400;
    const active = (status: string, created: number, extra: Partial<Parameters<typeof subscriptionObject>[0]> = {}) =>
      event(`customer.subscription.${status === "deleted" ? "deleted" : "updated"}`, subscriptionObject({ id: "sub_order", customer, price: MEDIUM_YEARLY, periodEnd, status: status === "deleted" ? "canceled" : status, ...extra }), created);

    // The subscription became active at t+20; the failure of t+10 arrives after it.
    expect((await deliver(active("active", now + 20))).body.outcome).toBe("applied");
    expect((await deliver(invoice("invoice.payment_failed", customer, "sub_order", periodEnd, now + 10))).body.outcome).toBe("stale");
    expect(await planOf(token)).toMatchObject({ status: "PAID", account: { disabled: false }, plan: { product: "MEDIUM", interval: "YEARLY", diskQuotaGb: 50 } });

    // Cancelled at t+40 (ended at t+40); an update of t+30 arrives afterwards.
    expect((await deliver(active("deleted", now + 40, { endedAt: now - 5 }))).body.outcome).toBe("applied");
    expect((await deliver(active("active", now + 30, { cancelAtPeriodEnd: true }))).body.outcome).toBe("stale");
    const ended = await planOf(token);
    expect(ended).toMatchObject({ status: "EXPIRED", canEdit: false });
    expect(seconds(new Date(ended.plan.expiresAt))).toBe(now - 5);

    // A new subscription; a failure then a success in order, and the success again: one state, one new row.
    const rows = await db.planHistory.count({ where: { userId: user.id } });
    const renewed = event("customer.subscription.created", subscriptionObject({ id: "sub_order2", customer, price: MEDIUM_YEARLY, periodEnd }), now + 50);
    expect((await deliver(renewed)).body.outcome).toBe("applied");
    expect((await deliver(invoice("invoice.payment_failed", customer, "sub_order2", periodEnd, now + 60, MEDIUM_YEARLY))).body.outcome).toBe("applied");
    expect(await planOf(token)).toMatchObject({ status: "DISABLED" });
    const success = invoice("invoice.paid", customer, "sub_order2", periodEnd, now + 70, MEDIUM_YEARLY);
    expect((await deliver(success)).body.outcome).toBe("applied");
    expect((await deliver(success)).body.outcome).toBe("duplicate");
    expect(await planOf(token)).toMatchObject({ status: "PAID", account: { disabled: false } });
    expect(await db.planHistory.count({ where: { userId: user.id } })).toBe(rows + 1);
  });

  it("lifts a payment failure when the subscription is active again, even if the invoice event is late", async () => {
    const { user, token } = await createUser();
    const customer = `cus_${user.id}`;
    await db.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
    const now = seconds(new Date());
    const sub = (created: number) => event("customer.subscription.updated", subscriptionObject({ id: "sub_lift", customer, price: SMALL_MONTHLY, periodEnd: now + 86_400 }), created);
    await deliver(invoice("invoice.payment_failed", customer, "sub_lift", now + 86_400, now));
    expect(await planOf(token)).toMatchObject({ status: "DISABLED" });
    await deliver(sub(now + 20));
    expect((await deliver(invoice("invoice.paid", customer, "sub_lift", now + 86_400, now + 10))).body.outcome).toBe("stale");
    expect(await planOf(token)).toMatchObject({ status: "PAID", account: { disabled: false } });
  });

  it("disables an account whose subscription fell past due, even when the failure event comes late", async () => {
    const { user, token } = await createUser();
    const customer = `cus_${user.id}`;
    await db.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
    const now = seconds(new Date());
    const periodEnd = now + 86_400;
    await deliver(event("customer.subscription.created", subscriptionObject({ id: "sub_due", customer, price: SMALL_MONTHLY, periodEnd }), now));
    expect((await deliver(event("customer.subscription.updated", subscriptionObject({ id: "sub_due", customer, price: SMALL_MONTHLY, periodEnd, status: "past_due" }), now + 20))).body.outcome).toBe("applied");
    expect((await deliver(invoice("invoice.payment_failed", customer, "sub_due", periodEnd, now + 10))).body.outcome).toBe("stale");
    expect(await planOf(token)).toMatchObject({ status: "DISABLED", account: { disabledReason: "PAYMENT_FAILED" }, plan: { state: "PAYMENT_PENDING" } });
  });
});

describe("whom an event concerns", () => {
  it("never lifts an operator's disable, and ignores an event whose customer belongs to another account", async () => {
    const { user, token } = await createUser();
    const customer = `cus_${user.id}`;
    await db.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer, disabled: true, disabledReason: "OPERATOR" } });
    const now = seconds(new Date());
    await deliver(invoice("invoice.payment_failed", customer, "sub_op", now + 86_400, now));
    await deliver(invoice("invoice.paid", customer, "sub_op", now + 86_400, now + 10));
    expect(await planOf(token)).toMatchObject({ status: "DISABLED", account: { disabledReason: "OPERATOR" } });

    const other = await createUser();
    const stolen = checkoutCompleted(other.user.id, customer, "sub_stolen");
    expect((await deliver(stolen)).body.outcome).toBe("ignored");
    expect(await planOf(other.token)).toMatchObject({ status: "TRIAL" });
    expect((await db.user.findUniqueOrThrow({ where: { id: other.user.id } })).stripeCustomerId).toBeNull();
  });

  it("applies one of two simultaneous deliveries of the same event", async () => {
    const { user, token } = await createUser();
    const payload = checkoutCompleted(user.id, `cus_${user.id}`, "sub_twice");
    const outcomes = (await Promise.all([deliver(payload), deliver(payload)])).map((result) => result.body.outcome).sort();
    expect(outcomes).toEqual(["applied", "duplicate"]);
    expect((await planOf(token)).history).toHaveLength(2);
  });

  it("reads a paid invoice's plan from its regular line, not the proration lines of the plan before", async () => {
    const { user, token } = await createUser();
    const customer = `cus_${user.id}`;
    await db.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
    const now = seconds(new Date());
    await deliver(event("customer.subscription.updated", subscriptionObject({ id: "sub_pro", customer, price: MEDIUM_YEARLY, periodEnd: now + 365 * 86_400 }), now));
    const line = (price: string, proration: boolean, end: number) => ({ period: { end }, pricing: { price_details: { price } }, parent: { subscription_item_details: { proration } } });
    const prorated = event(
      "invoice.paid",
      { customer, parent: { subscription_details: { subscription: "sub_pro" } }, lines: { data: [line(SMALL_MONTHLY, true, now + 5 * 86_400), line(MEDIUM_YEARLY, false, now + 365 * 86_400)] } },
      now + 10,
    );
    expect((await deliver(prorated)).body.outcome).toBe("applied");
    expect(await planOf(token)).toMatchObject({ status: "PAID", plan: { product: "MEDIUM", interval: "YEARLY" } });
  });

  it("answers 200 to a signed delivery that is not an event, so Stripe does not retry it", async () => {
    const body = JSON.stringify({ hello: "world" });
    const result = await callRoute(webhookRoute as Handler, "POST", "/api/stripe/webhook", { body, headers: signedDelivery(body, SECRET) });
    expect(result.body).toEqual({ received: true, outcome: "ignored" });
  });
});
