"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Badge, buttonClasses, CheckIcon, cx } from "@/components/ui";
import type { BillingInterval } from "@/lib/db/generated/client";
import { monthlyEquivalentCents, offersByProduct, priceAmount, yearlySaving, type OfferLike } from "./plan-format";

export interface PlansGridProps<T extends OfferLike> {
  offers: readonly T[];
  /** The offer the account holds (the change dialog): marked "Current plan" and not offered again. */
  currentOfferId?: string | null;
  /** The button of one priced offer; the grid gives it its place, the caller decides what it does. */
  renderAction: (offer: T, labels: { plan: string; interval: string }) => ReactNode;
  /** Enterprise is arranged with sales: "Contact sales" writes to this address. */
  supportEmail: string;
  /** The product to draw attention to when no plan is current. */
  recommended?: T["product"];
}

/**
 * Small, Medium and Enterprise side by side (stacked on narrow screens), each with its monthly and
 * yearly price next to each other, the yearly saving, its disk space and limits. Shared by the plan
 * selection and the change plan dialogs.
 */
export function PlansGrid<T extends OfferLike>({ offers, currentOfferId = null, renderAction, supportEmail, recommended = "MEDIUM" }: PlansGridProps<T>) {
  const t = useTranslations("plans");
  const format = useFormatter();
  const money = (cents: number, currency: string) => {
    const { amount, fractionDigits } = priceAmount(cents);
    return format.number(amount, { style: "currency", currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  };
  const cards = offersByProduct(offers);
  const holdsOne = currentOfferId !== null && offers.some((offer) => offer.id === currentOfferId);

  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {cards.map(({ product, monthly, yearly }) => {
        const plan = t(`products.${product}`);
        const terms = monthly ?? yearly;
        const priced = [monthly, yearly].filter((offer): offer is T => offer !== null && offer.priceCents !== null);
        const isCurrent = [monthly, yearly].some((offer) => offer?.id === currentOfferId);
        const highlighted = holdsOne ? isCurrent : product === recommended;
        const saving = yearlySaving(monthly?.priceCents ?? null, yearly?.priceCents ?? null);
        return (
          <li
            key={product}
            className={cx(
              "grid gap-4 rounded-2xl border bg-surface p-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.35fr)] lg:grid-cols-1 lg:grid-rows-[auto_1fr]",
              highlighted ? "border-accent-300 shadow-md ring-1 ring-accent-300" : "border-ink-200 shadow-xs",
            )}
          >
            <div className="flex flex-col">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-lg font-semibold tracking-tight text-ink-900">{plan}</h3>
                {isCurrent ? (
                  <Badge tone="accent" dot>
                    {t("grid.currentPlan")}
                  </Badge>
                ) : (
                  highlighted && <Badge tone="accent">{t("grid.recommended")}</Badge>
                )}
              </div>
              <p className="mt-1 text-sm leading-6 text-ink-500">{t(`taglines.${product}`)}</p>
              {terms && (
                <ul className="mt-4 flex flex-col gap-2 text-sm text-ink-700">
                  <Feature>{t("grid.disk", { size: format.number(terms.diskQuotaGb, { style: "unit", unit: "gigabyte", unitDisplay: "short" }) })}</Feature>
                  <Feature>{terms.limits.workspaces === null ? t("grid.unlimitedWorkspaces") : t("grid.workspaces", { count: terms.limits.workspaces })}</Feature>
                  <Feature>{terms.limits.membersPerWorkspace === null ? t("grid.unlimitedPeople") : t("grid.people", { count: terms.limits.membersPerWorkspace })}</Feature>
                </ul>
              )}
            </div>

            {priced.length > 0 ? (
              <div className="grid grid-cols-2 gap-2 self-end">
                {priced.map((offer) => (
                  <PriceOption
                    key={offer.id}
                    interval={offer.interval}
                    current={offer.id === currentOfferId}
                    price={t.rich(offer.interval === "YEARLY" ? "price.perYear" : "price.perMonth", {
                      price: money(offer.priceCents ?? 0, offer.currency),
                      // The amount stands out; "/ month" stays quiet.
                      amount: (chunks) => <span className="text-2xl font-semibold tracking-tight text-ink-900">{chunks}</span>,
                    })}
                    note={
                      offer.interval === "YEARLY"
                        ? t("price.monthlyEquivalent", { price: money(monthlyEquivalentCents(offer.priceCents ?? 0), offer.currency) })
                        : t("price.flexible")
                    }
                    saving={offer.interval === "YEARLY" && saving ? t("price.save", { percent: saving.percent }) : null}
                    label={t(`intervals.${offer.interval}`)}
                  >
                    {offer.id === currentOfferId ? (
                      <button type="button" disabled className={buttonClasses({ variant: "secondary", size: "sm", fullWidth: true, className: "opacity-60" })}>
                        {t("grid.currentPlan")}
                      </button>
                    ) : (
                      renderAction(offer, { plan, interval: t(`intervals.${offer.interval}`) })
                    )}
                  </PriceOption>
                ))}
              </div>
            ) : (
              <div className="flex flex-col justify-end gap-3 self-end rounded-xl bg-ink-50 p-4 ring-1 ring-ink-200 ring-inset">
                <p className="text-xl font-semibold tracking-tight text-ink-900">{t("price.custom")}</p>
                <p className="text-sm leading-6 text-ink-600">{t("price.customText")}</p>
                <a
                  href={`mailto:${supportEmail}?subject=${encodeURIComponent(t("grid.contactSubject"))}`}
                  className={buttonClasses({ variant: "secondary", size: "sm", fullWidth: true })}
                >
                  {t("grid.contactSales")}
                </a>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Feature({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <CheckIcon className="mt-0.5 size-4 shrink-0 text-accent-600" />
      <span>{children}</span>
    </li>
  );
}

interface PriceOptionProps {
  interval: BillingInterval;
  label: string;
  price: ReactNode;
  note: string;
  saving: string | null;
  current: boolean;
  children: ReactNode;
}

function PriceOption({ interval, label, price, note, saving, current, children }: PriceOptionProps) {
  return (
    <div
      data-interval={interval.toLowerCase()}
      className={cx("flex min-w-0 flex-col rounded-xl p-3 ring-1 ring-inset", current ? "bg-accent-50 ring-accent-300" : "bg-ink-50 ring-ink-200")}
    >
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</p>
        {saving && <span className="rounded-full bg-success-50 px-2 py-0.5 text-[0.6875rem] font-semibold text-success-700 ring-1 ring-success-200 ring-inset">{saving}</span>}
      </div>
      <p className="mt-2 text-sm text-ink-600">{price}</p>
      <p className="mt-0.5 mb-3 text-xs leading-5 text-ink-500">{note}</p>
      <div className="mt-auto">{children}</div>
    </div>
  );
}
