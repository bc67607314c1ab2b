import { getFormatter, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Alert, Badge, Card } from "@/components/ui";
import { offerId } from "@/lib/plans/catalog";
import type { PlanOverview } from "@/lib/plans/overview";
import { planDateLine, priceAmount, statusTone } from "./plan-format";

export interface CurrentPlanCardProps {
  overview: PlanOverview;
  /** The page's buttons for this account (or the sales representative's notice). */
  children?: ReactNode;
}

/**
 * The plan in force on both payment pages: its name, a status badge, the date that matters (trial
 * end, renewal, end after cancelling, expiry), its price, and a word on what to do next.
 */
export async function CurrentPlanCard({ overview, children }: CurrentPlanCardProps) {
  const [t, format] = await Promise.all([getTranslations("plans"), getFormatter()]);
  const { status, plan, account } = overview;
  const name = !plan ? t("noPlan") : plan.state === "TRIAL" || !plan.product ? t("freeTrial") : t(`products.${plan.product}`);
  const line = planDateLine(status, plan?.expiresAt ?? null, account.hasSubscription);
  const date = line.date ? format.dateTime(line.date, { dateStyle: "long" }) : null;
  const dateText =
    line.key === "paymentPending" || line.key === "disabled" || line.key === "noPlan" ? t(`dateLine.${line.key}`) : date ? t(`dateLine.${line.key}`, { date }) : t("dateLine.noEnd");

  const offer = plan?.product && plan.interval && plan.state !== "TRIAL" ? overview.offers.find((item) => item.id === offerId(plan.product!, plan.interval!)) : undefined;
  const amount = offer?.priceCents != null ? priceAmount(offer.priceCents) : null;
  const price =
    offer && amount && plan?.interval
      ? t(plan.interval === "YEARLY" ? "price.perYearPlain" : "price.perMonthPlain", {
          price: format.number(amount.amount, { style: "currency", currency: offer.currency, minimumFractionDigits: amount.fractionDigits, maximumFractionDigits: amount.fractionDigits }),
        })
      : null;

  const hint =
    status === "TRIAL"
      ? { tone: "info" as const, text: t("current.trialHint") }
      : status === "TRIAL_EXPIRED" || status === "EXPIRED"
        ? { tone: "warning" as const, text: t("current.endedHint") }
        : status === "DISABLED"
          ? { tone: "error" as const, text: t("current.disabledHint") }
          : status === "CANCELLING"
            ? { tone: "info" as const, text: t("current.cancellingHint") }
            : null;

  return (
    <Card as="section" aria-labelledby="current-plan-title" className="flex flex-col gap-5">
      <div>
        <h2 id="current-plan-title" className="text-sm font-medium text-ink-500">
          {t("current.title")}
        </h2>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-2xl font-semibold tracking-tight text-ink-900">{name}</p>
          <Badge tone={statusTone(status)} dot>
            {t(`status.${status}`)}
          </Badge>
        </div>
        {(price || plan?.interval) && plan?.state !== "TRIAL" && (
          <p className="mt-1 text-sm text-ink-600">
            {[price, plan?.interval ? t(`billed.${plan.interval}`) : null].filter(Boolean).join(" · ")}
          </p>
        )}
        <p className="mt-2 text-[0.9375rem] leading-6 text-ink-800">{dateText}</p>
      </div>
      {hint && (
        // Said once when the page loads: no live region, the alert is part of the page.
        <Alert tone={hint.tone} live={false}>
          {hint.text}
        </Alert>
      )}
      {children}
    </Card>
  );
}
