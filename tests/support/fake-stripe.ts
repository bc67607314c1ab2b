import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

// A local stand-in that answers like Stripe's API for the calls the app makes (customers, Checkout,
// the customer portal, subscriptions), so the SDK is exercised for real without the internet. The
// app reaches it through STRIPE_API_BASE. Every request is recorded with its form-encoded body.

export interface RecordedCall {
  method: string;
  path: string;
  body: URLSearchParams;
}

export interface FakeStripe {
  url: string;
  calls: RecordedCall[];
  /** The subscriptions it knows, by id: tests put one there for cancel and change. */
  subscriptions: Map<string, Record<string, unknown>>;
  /** Checkout sessions made, with their customer and status (open or expired). */
  sessions: Map<string, { customer: string | null; status: "open" | "expired" }>;
  /** Customers deleted through the API. */
  deletedCustomers: Set<string>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** A subscription object as Stripe sends it (the period end on its item, as in current API versions). */
export function subscriptionObject(fields: { id: string; customer: string; price: string; status?: string; periodEnd: number; cancelAtPeriodEnd?: boolean; metadata?: Record<string, string>; endedAt?: number | null }) {
  return {
    id: fields.id,
    object: "subscription",
    customer: fields.customer,
    status: fields.status ?? "active",
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    ended_at: fields.endedAt ?? null,
    metadata: fields.metadata ?? {},
    items: { object: "list", data: [{ id: `si_${fields.id}`, object: "subscription_item", price: { id: fields.price, object: "price" }, current_period_end: fields.periodEnd }] },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: RecordedCall[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, { customer: string | null; status: "open" | "expired" }>();
  const deletedCustomers = new Set<string>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test${++counter}`;

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? "/", "http://stripe.local");
    const path = url.pathname;
    calls.push({ method: request.method ?? "GET", path, body });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": next("req") });
      response.end(JSON.stringify(payload));
    };
    if (request.method === "POST" && path === "/v1/customers") return send(200, { id: next("cus"), object: "customer", email: body.get("email") });
    const customerPath = path.match(/^\/v1\/customers\/([^/]+)$/);
    if (request.method === "DELETE" && customerPath) {
      deletedCustomers.add(customerPath[1]);
      return send(200, { id: customerPath[1], object: "customer", deleted: true });
    }
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const id = next("cs");
      sessions.set(id, { customer: body.get("customer"), status: "open" });
      return send(200, { id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}`, mode: body.get("mode") });
    }
    if (request.method === "GET" && path === "/v1/checkout/sessions") {
      const data = [...sessions].filter(([, s]) => s.customer === url.searchParams.get("customer") && s.status === url.searchParams.get("status")).map(([id, s]) => ({ id, object: "checkout.session", ...s }));
      return send(200, { object: "list", data, has_more: false, url: "/v1/checkout/sessions" });
    }
    const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (request.method === "POST" && expire && sessions.has(expire[1])) {
      sessions.get(expire[1])!.status = "expired";
      return send(200, { id: expire[1], object: "checkout.session", status: "expired" });
    }
    if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
      return send(200, { id: next("bps"), object: "billing_portal.session", url: `https://billing.stripe.test/p/session/${counter}`, return_url: body.get("return_url") });
    }
    const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscription) {
      const known = subscriptions.get(subscription[1]);
      if (!known) return send(404, { error: { type: "invalid_request_error", message: "No such subscription" } });
      if (request.method === "DELETE") Object.assign(known, { status: "canceled", ended_at: Math.floor(Date.now() / 1000) });
      if (request.method === "POST") {
        if (body.has("cancel_at_period_end")) known.cancel_at_period_end = body.get("cancel_at_period_end") === "true";
        const price = body.get("items[0][price]");
        if (price) (known.items as { data: { price: { id: string } }[] }).data[0].price = { id: price };
      }
      return send(200, known);
    }
    send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    subscriptions,
    sessions,
    deletedCustomers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A webhook delivery signed the way Stripe signs it (the SDK's own test-header helper). */
export function signedDelivery(payload: string, secret: string, timestamp?: number) {
  return { "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }) };
}
