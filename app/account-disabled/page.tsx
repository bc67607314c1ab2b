import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Wordmark } from "@/components/layout/wordmark";
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
    <div className="flex min-h-dvh flex-col">
      <header className="flex justify-center px-6 pt-10 pb-2">
        <Wordmark />
      </header>
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-10 sm:px-6">
        <div className="w-full max-w-[460px] rounded-2xl border border-ink-200 bg-surface p-8 text-center shadow-lg sm:p-10">
          <span aria-hidden="true" className="mx-auto flex size-12 items-center justify-center rounded-full bg-warning-50 text-warning-600 ring-1 ring-warning-200">
            <AlertTriangleIcon className="size-6" />
          </span>
          <h1 className="mt-5 text-xl font-semibold tracking-tight text-ink-900">{t("title")}</h1>
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
        </div>
      </main>
    </div>
  );
}
