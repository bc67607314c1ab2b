import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { NoticePage } from "@/components/layout/notice-page";
import { AccountDisabledActions } from "@/components/plans/account-disabled-actions";
import { AlertTriangleIcon } from "@/components/ui";
import { requireActor } from "@/lib/auth/page-session";
import { PAYMENT_FAILED } from "@/lib/plans/disabled-reasons";
import { planOverview } from "@/lib/plans/overview";
import { paymentPagePath } from "@/lib/plans/payment-page";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("plans.disabled"))("metaTitle") };
}

// The account-disabled page (accounts spec §2, §8): a failed payment (or an operator) disabled the
// account; the planner is asked to check the payment method and to contact support. Outside the
// shell, so nothing else of the app is offered; an account that is not disabled has no business here.
export default async function AccountDisabledPage() {
  const actor = await requireActor();
  if (!actor.user.disabled) redirect("/documents");
  const [overview, t] = await Promise.all([planOverview(actor.user.id), getTranslations("plans.disabled")]);
  const { account, payments } = overview;
  const byOperator = account.disabledReason !== null && account.disabledReason !== PAYMENT_FAILED;

  return (
    <NoticePage tone="warning" icon={<AlertTriangleIcon className="size-6" />} title={t("title")}>
      <p className="mt-3 text-[0.9375rem] leading-6 text-ink-600">{byOperator ? t("operatorText") : t("text")}</p>
      <p className="mt-3 text-sm leading-6 text-ink-500">{t("safe")}</p>
      <AccountDisabledActions
        portal={account.paymentMethod === "STRIPE" && account.hasBillingAccount && payments.stripeConfigured}
        paymentPage={paymentPagePath(account.paymentMethod)}
        supportEmail={payments.supportEmail}
      />
      <p className="mt-6 text-xs text-ink-500">
        {t.rich("supportLine", {
          email: payments.supportEmail,
          link: (chunks) => (
            <a href={`mailto:${payments.supportEmail}`} className="font-medium text-accent-700 underline underline-offset-2">
              {chunks}
            </a>
          ),
        })}
      </p>
    </NoticePage>
  );
}
