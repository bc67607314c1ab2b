import { redirect } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { Alert, PageHeader } from "@/components/ui";
import { requireActor } from "@/lib/auth/page-session";
import { offerId } from "@/lib/plans/catalog";
import { planOverview } from "@/lib/plans/overview";
import { paymentPagePath } from "@/lib/plans/payment-page";
import { CurrentPlanCard } from "./current-plan-card";
import { PlanHistory } from "./plan-history";
import { RefreshUntilPaid } from "./refresh-until-paid";
import { SalesRepNotice } from "./sales-rep-notice";
import { StripePlanActions } from "./stripe-plan-actions";
import { UsageCard } from "./usage-card";

export type PurchaseOutcome = "success" | "cancelled";

/**
 * /plan-stripe and /plan-stripe/{status} (accounts spec §2): the card payment page. Accounts that pay
 * directly have their own page.
 */
export async function StripePlanPage({ purchase, choose = false }: { purchase?: PurchaseOutcome; choose?: boolean }) {
  const actor = await requireActor();
  const overview = await planOverview(actor.user.id);
  if (overview.account.paymentMethod !== "STRIPE") redirect(paymentPagePath(overview.account.paymentMethod));
  const [t, format] = await Promise.all([getTranslations("plans"), getFormatter()]);
  const { status, plan, account, payments } = overview;
  const held = plan?.product && plan.interval && plan.state !== "TRIAL" ? offerId(plan.product, plan.interval) : null;
  const running = status === "PAID" || status === "CANCELLING";

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="flex flex-col gap-6">
        {purchase === "success" && (
          <Alert tone="success" title={t("purchase.successTitle")}>
            {t("purchase.successText")}
            {/* Stripe's webhook may land a moment after the browser: look again for a little while. */}
            {!running && <RefreshUntilPaid />}
          </Alert>
        )}
        {purchase === "cancelled" && (
          <Alert tone="warning" title={t("purchase.cancelledTitle")}>
            {t("purchase.cancelledText")}
          </Alert>
        )}
        {!payments.stripeConfigured && !account.salesRepresentative && (
          <Alert tone="info" title={t("stripeNotConfigured.title")} live={false}>
            {payments.testPurchaseAvailable ? t("stripeNotConfigured.testText") : t("stripeNotConfigured.text")}
          </Alert>
        )}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <CurrentPlanCard overview={overview}>
            {account.salesRepresentative ? (
              <SalesRepNotice name={account.salesRepresentative} />
            ) : (
              <StripePlanActions
                offers={overview.offers}
                payments={payments}
                hasSubscription={account.hasSubscription}
                hasBillingAccount={account.hasBillingAccount}
                cancellable={status === "PAID"}
                currentOfferId={held}
                periodEnd={plan?.expiresAt ? format.dateTime(plan.expiresAt, { dateStyle: "long" }) : null}
                openOnLoad={choose}
              />
            )}
          </CurrentPlanCard>
          <UsageCard overview={overview} className="self-start" />
        </div>
        <PlanHistory history={overview.history} />
      </div>
    </>
  );
}
