import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteMeRoute } from "@/app/api/me/route";
import { POST as cancelRoute } from "@/app/api/plan/cancel/route";
import { POST as changeRoute } from "@/app/api/plan/change/route";
import { GET as planRoute } from "@/app/api/plan/route";
import { POST as testPurchaseRoute } from "@/app/api/plan/test-purchase/route";
import { POST as checkoutRoute } from "@/app/api/stripe/create-checkout-session/route";
import { POST as portalRoute } from "@/app/api/stripe/create-customer-portal-session/route";
import { db } from "@/lib/db/client";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";
import { startFakeStripe, subscriptionObject, type FakeStripe } from "../support/fake-stripe";

// The calls the app makes to Stripe (issue 11): Checkout, the customer portal, cancel at period end
// and plan changes, against a local server that answers like Stripe's API (STRIPE_API_BASE), so the
// real SDK is used and no test reaches the internet. And the refusals, which change nothing.

type Handler = Parameters<typeof callRoute>[0];
const PRICES = { SMALL_MONTHLY: "price_sm_test", SMALL_YEARLY: "price_sy_test", MEDIUM_MONTHLY: "price_mm_test", MEDIUM_YEARLY: "price_my_test" };
const saved = { ...process.env };
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  process.env.STRIPE_SECRET_KEY = "sk_test_local";
  process.env.STRIPE_API_BASE = stripe.url;
  process.env.APP_URL = "https://app.eventdocs.test";
  for (const [key, value] of Object.entries(PRICES)) process.env[`STRIPE_PRICE_${key}`] = value;
});
afterAll(async () => {
  process.env = saved;
  await stripe.close();
});

const post = (handler: Handler, token: string, body: unknown) => callRoute(handler, "POST", "/x", { token, body });
const checkout = (token: string, priceId: string, urls: { successUrl?: string; cancelUrl?: string } = {}) =>
  post(checkoutRoute as Handler, token, { priceId, successUrl: "/plan-stripe/success-purchase", cancelUrl: "/plan-stripe/cancel-purchase", ...urls });
const planOf = async (token: string) => (await callRoute(planRoute as Handler, "GET", "/x", { token })).body;
const callsTo = (path: string) => stripe.calls.filter((call) => call.path === path);
const fields = (body: { error: { fields?: { path: string; message: string }[] } }) => Object.fromEntries((body.error.fields ?? []).map((f) => [f.path, f.message]));

/** An account whose Small monthly subscription is running (as the webhook would have written it). */
async function subscriber() {
  const created = await createUser();
  const customer = `cus_${created.user.id}`;
  const subscriptionId = `sub_${created.user.id}`;
  const periodEnd = Math.floor(Date.now() / 1000) + 20 * 86_400;
  await db.user.update({ where: { id: created.user.id }, data: { stripeCustomerId: customer } });
  await db.planHistory.create({
    data: { userId: created.user.id, state: "PAID", product: "SMALL", interval: "MONTHLY", diskQuotaGb: 10, startsAt: new Date(), expiresAt: new Date(periodEnd * 1000), stripeSubscriptionId: subscriptionId, source: "stripe" },
  });
  stripe.subscriptions.set(subscriptionId, subscriptionObject({ id: subscriptionId, customer, price: PRICES.SMALL_MONTHLY, periodEnd, metadata: { userId: created.user.id } }));
  return { ...created, customer, subscriptionId };
}

describe("checkout", () => {
  it("makes the customer once and a subscription Checkout for the configured price, and answers its address", async () => {
    const { user, token } = await createUser();
    const first = await checkout(token, "small-monthly");
    expect(first.status).toBe(200);
    expect(first.body.sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    const session = callsTo("/v1/checkout/sessions").filter((call) => call.method === "POST").at(-1)!.body;
    expect(Object.fromEntries(session)).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": PRICES.SMALL_MONTHLY,
      "line_items[0][quantity]": "1",
      client_reference_id: user.id,
      success_url: "https://app.eventdocs.test/plan-stripe/success-purchase",
      cancel_url: "https://app.eventdocs.test/plan-stripe/cancel-purchase",
      "metadata[offerId]": "small-monthly",
      "subscription_data[metadata][userId]": user.id,
    });
    const customer = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId;
    expect(customer).toMatch(/^cus_/);
    expect(session.get("customer")).toBe(customer);

    // The Stripe price id itself works too; the customer is not made again, and the first Checkout
    // page is closed, so the two can never both make a subscription.
    const customersBefore = callsTo("/v1/customers").length;
    const firstSession = [...stripe.sessions.keys()].at(-1)!;
    expect((await checkout(token, PRICES.MEDIUM_YEARLY, { successUrl: "https://app.eventdocs.test/plan-stripe/success-purchase" })).status).toBe(200);
    expect(callsTo("/v1/customers").length).toBe(customersBefore);
    expect(callsTo("/v1/checkout/sessions").filter((call) => call.method === "POST").at(-1)!.body.get("line_items[0][price]")).toBe(PRICES.MEDIUM_YEARLY);
    expect(stripe.sessions.get(firstSession)?.status).toBe("expired");
    expect([...stripe.sessions.values()].filter((session) => session.customer === customer && session.status === "open")).toHaveLength(1);
  });

  it("refuses unknown prices, Enterprise, foreign return addresses, accounts that cannot buy, and a second subscription, without calling Stripe", async () => {
    const { token } = await createUser();
    const before = stripe.calls.length;
    const unknown = await checkout(token, "price_nobody_knows");
    expect(unknown.status).toBe(400);
    expect(fields(unknown.body)).toEqual({ priceId: "This plan is not available." });
    const enterprise = await checkout(token, "enterprise-yearly");
    expect(enterprise.status).toBe(400);
    expect(fields(enterprise.body)).toEqual({ priceId: "This plan cannot be bought online. Please contact our sales team." });
    for (const successUrl of ["https://evil.example/phish", "//evil.example/x", "javascript:alert(1)"]) {
      const foreign = await checkout(token, "small-monthly", { successUrl });
      expect(foreign.status, successUrl).toBe(400);
      expect(fields(foreign.body)).toEqual({ successUrl: "The address must be a page of this app." });
    }
    expect((await post(checkoutRoute as Handler, token, { priceId: "" })).status).toBe(400);

    const represented = await createUser();
    await db.user.update({ where: { id: represented.user.id }, data: { salesRepresentative: "Ayşe Demir, ayse@eventdocs.test" } });
    const viaRep = await checkout(represented.token, "small-monthly");
    expect(viaRep.status).toBe(403);
    expect(viaRep.body.error.message).toBe("Your plan is handled by your sales representative, Ayşe Demir, ayse@eventdocs.test. Please contact them to change or cancel it.");

    const direct = await createUser();
    await db.user.update({ where: { id: direct.user.id }, data: { paymentMethod: "DIRECT" } });
    expect((await checkout(direct.token, "small-monthly")).status).toBe(409);

    const { token: subscribed } = await subscriber();
    const twice = await checkout(subscribed, "medium-monthly");
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe("You already have a subscription. Change your plan instead.");

    // A plan below what the account already uses: Small allows one workspace.
    const busy = await createUser();
    await db.team.create({ data: { name: unique("Second "), nameKey: unique("second"), createdById: busy.user.id } });
    const tooSmall = await checkout(busy.token, "small-yearly");
    expect(tooSmall.status).toBe(409);
    expect(tooSmall.body.error.message).toBe("Your workspaces use more than this plan allows (workspaces, people or disk space). Remove some first, or choose a larger plan.");
    expect(stripe.calls.length).toBe(before);
  });

  it("lets an account disabled by a failed payment, whose subscription has ended, buy again", async () => {
    const { user, token } = await subscriber();
    await db.planHistory.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date("2026-01-01") } });
    await db.user.update({ where: { id: user.id }, data: { disabled: true, disabledReason: "PAYMENT_FAILED" } });
    expect((await planOf(token)).account).toMatchObject({ hasSubscription: false, disabled: true });
    expect((await checkout(token, "small-monthly")).status).toBe(200);
  });

  it("answers 503 without Stripe keys", async () => {
    const { token } = await createUser();
    delete process.env.STRIPE_SECRET_KEY;
    try {
      const refused = await checkout(token, "small-monthly");
      expect(refused.status).toBe(503);
      expect(refused.body.error.message).toBe("Card payments are not configured on this server.");
      expect((await planOf(token)).payments).toMatchObject({ stripeConfigured: false });
    } finally {
      process.env.STRIPE_SECRET_KEY = "sk_test_local";
    }
  });
});

describe("customer portal", () => {
  it("opens for an account with a Stripe customer, back to a page of the app; 409 before any purchase", async () => {
    const { token } = await createUser();
    const none = await post(portalRoute as Handler, token, { returnUrl: "/plan-stripe" });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe("You have not bought a plan yet.");
    const { token: paying, customer } = await subscriber();
    const opened = await post(portalRoute as Handler, paying, { returnUrl: "/plan-stripe" });
    expect(opened.status).toBe(200);
    expect(opened.body.sessionUrl).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(Object.fromEntries(callsTo("/v1/billing_portal/sessions").at(-1)!.body)).toEqual({ customer, return_url: "https://app.eventdocs.test/plan-stripe" });
    expect((await post(portalRoute as Handler, paying, { returnUrl: "https://evil.example" })).status).toBe(400);
  });

  it("is not for accounts a sales representative handles, nor for those paying directly", async () => {
    const represented = await subscriber();
    await db.user.update({ where: { id: represented.user.id }, data: { salesRepresentative: "Marco Rossi" } });
    expect((await post(portalRoute as Handler, represented.token, { returnUrl: "/plan-stripe" })).status).toBe(403);
    const direct = await subscriber();
    await db.user.update({ where: { id: direct.user.id }, data: { paymentMethod: "DIRECT" } });
    expect((await post(portalRoute as Handler, direct.token, { returnUrl: "/plan-stripe" })).status).toBe(409);
  });
});

describe("cancel and change", () => {
  it("cancels the caller's subscription at the period's end; the plan stays in force until then", async () => {
    const { token, subscriptionId } = await subscriber();
    const cancelled = await post(cancelRoute as Handler, token, {});
    expect(cancelled.body).toEqual({ success: true });
    expect(Object.fromEntries(callsTo(`/v1/subscriptions/${subscriptionId}`).at(-1)!.body)).toEqual({ cancel_at_period_end: "true" });
    expect(await planOf(token)).toMatchObject({ status: "CANCELLING", canEdit: true, plan: { cancelAtPeriodEnd: true, product: "SMALL" } });
    // Cancelling again asks Stripe nothing more.
    const calls = stripe.calls.length;
    expect((await post(cancelRoute as Handler, token, {})).status).toBe(200);
    expect(stripe.calls.length).toBe(calls);
  });

  it("refuses to cancel another user's plan, a plan with no subscription, and a represented account, changing nothing", async () => {
    const victim = await subscriber();
    const { user: attacker, token } = await createUser();
    const before = stripe.calls.length;
    const forged = await post(cancelRoute as Handler, token, { userId: victim.user.id });
    expect(forged.status).toBe(403);
    const noSubscription = await post(cancelRoute as Handler, token, { userId: attacker.id });
    expect(noSubscription.status).toBe(409);
    expect(noSubscription.body.error.message).toBe("You have no running subscription.");
    await db.user.update({ where: { id: victim.user.id }, data: { salesRepresentative: "Marco Rossi" } });
    expect((await post(cancelRoute as Handler, victim.token, {})).status).toBe(403);
    expect(stripe.calls.length).toBe(before);
    expect(await planOf(victim.token)).toMatchObject({ status: "PAID", plan: { cancelAtPeriodEnd: false } });
  });

  it("moves a running subscription to another plan; refuses the same plan and unknown prices", async () => {
    const { token, subscriptionId } = await subscriber();
    const same = await post(changeRoute as Handler, token, { priceId: "small-monthly" });
    expect(same.status).toBe(409);
    expect(same.body.error.message).toBe("You already have this plan.");
    expect((await post(changeRoute as Handler, token, { priceId: "price_unknown" })).status).toBe(400);
    const changed = await post(changeRoute as Handler, token, { priceId: "medium-yearly" });
    expect(changed.body).toEqual({ success: true });
    const update = callsTo(`/v1/subscriptions/${subscriptionId}`).filter((call) => call.method === "POST").at(-1)!.body;
    expect(Object.fromEntries(update)).toMatchObject({ "items[0][id]": `si_${subscriptionId}`, "items[0][price]": PRICES.MEDIUM_YEARLY, proration_behavior: "create_prorations" });
    expect(await planOf(token)).toMatchObject({ status: "PAID", plan: { product: "MEDIUM", interval: "YEARLY", diskQuotaGb: 50 } });
    const trialOnly = await createUser();
    expect((await post(changeRoute as Handler, trialOnly.token, { priceId: "medium-yearly" })).status).toBe(409);
  });
});

describe("account deletion", () => {
  it("deletes the Stripe customer (ending its subscriptions) before the account goes, and keeps the account when Stripe cannot be reached", async () => {
    const { user, token, customer } = await subscriber();
    const userName = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { firstname: true, lastname: true } });
    const fullName = `${userName.firstname} ${userName.lastname}`;

    process.env.STRIPE_API_BASE = "http://127.0.0.1:9"; // nothing listens there
    try {
      const refused = await callRoute(deleteMeRoute as Handler, "DELETE", "/api/me", { token, body: { fullName } });
      expect(refused.status).toBe(503);
      expect(await db.user.count({ where: { id: user.id } })).toBe(1);
    } finally {
      process.env.STRIPE_API_BASE = stripe.url;
    }

    const deleted = await callRoute(deleteMeRoute as Handler, "DELETE", "/api/me", { token, body: { fullName } });
    expect(deleted.status).toBe(200);
    expect(stripe.deletedCustomers.has(customer)).toBe(true);
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);
  });
});

describe("test-purchase", () => {
  it("exists only on a local setup on the embedded database without Stripe keys, and then activates the plan for a period", async () => {
    const { token } = await createUser();
    const buy = (priceId: string) => post(testPurchaseRoute as Handler, token, { priceId });
    process.env.DEV_TOOLS = "1";
    delete process.env.DATABASE_URL; // the check reads it; the open database client is not affected
    expect((await buy("small-monthly")).status).toBe(404); // Stripe keys are set here
    delete process.env.STRIPE_SECRET_KEY;
    process.env.DATABASE_URL = "postgresql://production.example/eventdocs";
    expect((await buy("small-monthly")).status).toBe(404); // DEV_TOOLS on a server with its own PostgreSQL
    delete process.env.DATABASE_URL;
    try {
      expect((await post(testPurchaseRoute as Handler, token, { priceId: "gold-weekly" })).status).toBe(400);
      expect((await post(testPurchaseRoute as Handler, token, { priceId: "medium-monthly" })).body).toEqual({ success: true });
      const plan = await planOf(token);
      expect(plan).toMatchObject({ status: "PAID", plan: { product: "MEDIUM", interval: "MONTHLY" }, usage: { quotaBytes: 50 * 1024 ** 3 } });
      expect(new Date(plan.plan.expiresAt).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    } finally {
      process.env.STRIPE_SECRET_KEY = "sk_test_local";
      delete process.env.DEV_TOOLS;
      if (saved.DATABASE_URL) process.env.DATABASE_URL = saved.DATABASE_URL;
    }
  });
});
