import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { BILLING_INTERVALS, offerId, PLAN_CURRENCY, PLAN_PRODUCTS, PRODUCT_TERMS } from "@/lib/plans/catalog";
import type { PlanOffer } from "@/lib/plans/offers";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it_ from "@/messages/it.json";
import tr from "@/messages/tr.json";
import { PaymentRequiredDialog } from "./payment-required-dialog";
import { PlanBanner } from "./plan-banner";
import { PlansDialog } from "./plans-dialog";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined, replace: () => undefined }), usePathname: () => "/documents" }));

// The plan dialogs and the banner render on the server with the real messages: prices side by side,
// the current plan marked, and no message key left unresolved in any language.

const MESSAGES = { en, de, es, it: it_, tr } as const;
type Locale = keyof typeof MESSAGES;

const render = (element: ReactElement, locale: Locale = "en") => {
  const props: Omit<ComponentProps<typeof NextIntlClientProvider>, "children"> = { locale, messages: MESSAGES[locale] as typeof en, timeZone: "UTC", onError: () => {} };
  return renderToStaticMarkup(createElement(NextIntlClientProvider, props as ComponentProps<typeof NextIntlClientProvider>, element));
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&nbsp;|\u00a0|\u202f/g, " ");

const offers: PlanOffer[] = PLAN_PRODUCTS.flatMap((product) =>
  BILLING_INTERVALS.map((interval) => ({
    id: offerId(product, interval),
    product,
    interval,
    priceCents: PRODUCT_TERMS[product].priceCents?.[interval] ?? null,
    currency: PLAN_CURRENCY,
    diskQuotaGb: PRODUCT_TERMS[product].diskQuotaGb,
    limits: PRODUCT_TERMS[product].limits,
    priceId: PRODUCT_TERMS[product].priceCents ? `price_${product}_${interval}` : null,
  })),
);
const payments = { stripeConfigured: true, testPurchaseAvailable: false, supportEmail: "sales@example.test" };
const dialog = (over: Partial<ComponentProps<typeof PlansDialog>> = {}) =>
  createElement(PlansDialog, { open: true, onClose: () => {}, mode: "choose", offers, currentOfferId: null, payments, onDone: () => {}, ...over });

describe("the plans dialog", () => {
  it("shows each plan's monthly and yearly price side by side, the saving, the quota and the limits", () => {
    const html = render(dialog());
    const shown = text(html);
    expect(shown).toContain("€19 / month");
    expect(shown).toContain("€190 / year");
    expect(shown).toContain("€49 / month");
    expect(shown).toContain("€490 / year");
    expect(shown).toContain("Save 17%");
    expect(shown).toContain("That's €15.83 a month");
    expect(shown).toContain("10 GB disk space");
    expect(shown).toContain("1 workspace");
    expect(shown).toContain("3 people per workspace");
    expect(shown).toContain("Unlimited workspaces");
    expect(html).toContain('href="mailto:sales@example.test?subject=');
    expect(html).toContain('aria-label="Choose: Small, Monthly"');
    expect(html.match(/data-interval="monthly"/g)).toHaveLength(2);
    expect(html.match(/data-interval="yearly"/g)).toHaveLength(2);
  });

  it("offers no card purchase of a plan without a Stripe price", () => {
    const unpriced = offers.map((offer) => (offer.id === "small-yearly" ? { ...offer, priceId: null } : offer));
    const html = render(dialog({ offers: unpriced }));
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Choose: Small, Yearly"/);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Choose: Small, Monthly"/);
  });

  it("formats prices the way each language writes them", () => {
    expect(text(render(dialog(), "de"))).toContain("19 € / Monat");
    expect(text(render(dialog(), "tr"))).toContain("€19 / ay");
  });

  it("marks the current plan in the change dialog and does not offer it again", () => {
    const html = render(dialog({ mode: "change", currentOfferId: "medium-yearly" }));
    expect(html).toContain("Change your plan");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Current plan<\/button>/);
    expect(html).toContain('aria-label="Switch: Medium, Monthly"');
    expect(html).not.toContain('aria-label="Switch: Medium, Yearly"');
  });

  it("offers activation for testing where card payments are not configured, and nothing to buy where that is not possible either", () => {
    const testing = render(dialog({ payments: { ...payments, stripeConfigured: false, testPurchaseAvailable: true } }));
    expect(testing).toContain("Activate a plan for testing");
    expect(testing).toContain('aria-label="Activate for testing: Small, Monthly"');
    const none = render(dialog({ payments: { ...payments, stripeConfigured: false } }));
    expect(none).toContain("so plans can&#x27;t be bought here");
    expect(none).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Choose: Small, Monthly"/);
  });
});

describe("every language", () => {
  it.each(LOCALES)("%s: every message resolves", (locale) => {
    const html = [
      render(dialog(), locale),
      render(dialog({ mode: "change", currentOfferId: "small-monthly", payments: { ...payments, stripeConfigured: false, testPurchaseAvailable: true } }), locale),
      render(createElement(PaymentRequiredDialog, { reason: "editing", choosePlanHref: "/plan-stripe?choose=1", onClose: () => {} }), locale),
      render(createElement(PaymentRequiredDialog, { reason: "sharing", choosePlanHref: "/plan-stripe?choose=1", onClose: () => {} }), locale),
      render(createElement(PaymentRequiredDialog, { reason: "disabled", choosePlanHref: "/plan-stripe?choose=1", onClose: () => {} }), locale),
      render(createElement(PlanBanner, { status: "TRIAL", daysLeft: 12, href: "/plan-stripe?choose=1" }), locale),
      render(createElement(PlanBanner, { status: "TRIAL_EXPIRED", daysLeft: 0, href: "/plan-stripe?choose=1" }), locale),
      render(createElement(PlanBanner, { status: "EXPIRED", daysLeft: 0, href: "/plan-stripe?choose=1" }), locale),
    ].join("\n");
    expect(html).not.toMatch(/plans\.[a-zA-Z]/);
    expect(html).toContain('href="/plan-stripe?choose=1"');
  });
});

describe("the payment dialog and the banner", () => {
  it("leads to the plan selection, or a disabled account to the page that puts the payment right", () => {
    expect(render(createElement(PaymentRequiredDialog, { reason: "sharing", choosePlanHref: "/plan-direct", onClose: () => {} }))).toContain('href="/plan-direct"');
    expect(render(createElement(PaymentRequiredDialog, { reason: "disabled", choosePlanHref: "/plan-direct", onClose: () => {} }))).toContain('href="/account-disabled"');
  });

  it("counts the trial's days and stays away from running plans", () => {
    expect(text(render(createElement(PlanBanner, { status: "TRIAL", daysLeft: 1, href: "/x" })))).toContain("Free trial: 1 day left");
    expect(text(render(createElement(PlanBanner, { status: "TRIAL", daysLeft: 12, href: "/x" }), "de"))).toContain("noch 12 Tage");
    expect(render(createElement(PlanBanner, { status: "PAID", daysLeft: null, href: "/x" }))).toBe("");
    expect(render(createElement(PlanBanner, { status: "NONE", daysLeft: null, href: "/x" }))).toBe("");
  });
});
