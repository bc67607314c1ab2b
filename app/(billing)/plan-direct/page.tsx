import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CurrentPlanCard } from "@/components/plans/current-plan-card";
import { PlanHistory } from "@/components/plans/plan-history";
import { SalesRepNotice } from "@/components/plans/sales-rep-notice";
import { UsageCard } from "@/components/plans/usage-card";
import { ButtonLink, PageHeader } from "@/components/ui";
import { requireActor } from "@/lib/auth/page-session";
import { planOverview } from "@/lib/plans/overview";
import { paymentPagePath } from "@/lib/plans/payment-page";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("plans"))("title") };
}

// The direct payment page (accounts spec §2): for accounts that pay by invoice and bank transfer.
export default async function PlanDirectPage() {
  const actor = await requireActor();
  const overview = await planOverview(actor.user.id);
  if (overview.account.paymentMethod !== "DIRECT") redirect(paymentPagePath(overview.account.paymentMethod));
  const t = await getTranslations("plans");
  const { salesRepresentative } = overview.account;

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="flex flex-col gap-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <CurrentPlanCard overview={overview}>
            <div className="border-t border-ink-100 pt-5">
              <h3 className="text-sm font-semibold text-ink-900">{t("direct.howTitle")}</h3>
              <p className="mt-1 text-sm leading-6 text-ink-600">{t("direct.howText")}</p>
              {salesRepresentative ? (
                <div className="mt-4">
                  <SalesRepNotice name={salesRepresentative} />
                </div>
              ) : (
                <ButtonLink href="/plan-direct/buy" className="mt-4">
                  {t("direct.buy")}
                </ButtonLink>
              )}
            </div>
          </CurrentPlanCard>
          <UsageCard overview={overview} className="self-start" />
        </div>
        <PlanHistory history={overview.history} />
      </div>
    </>
  );
}
