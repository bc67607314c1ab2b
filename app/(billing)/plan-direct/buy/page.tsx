import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArrowLeftIcon } from "@/components/documents/icons";
import { Alert, PageHeader } from "@/components/ui";
import { requireActor } from "@/lib/auth/page-session";
import { db } from "@/lib/db/client";
import { paymentPagePath } from "@/lib/plans/payment-page";
import { directPaymentUrl, supportEmail } from "@/lib/plans/stripe-config";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("plans.direct"))("buyTitle") };
}

// The direct payment purchase (accounts spec §2: /plan-direct/buy embeds a purchase frame). The
// frame's address is configuration (DIRECT_PAYMENT_URL); without it the page says whom to write to.
export default async function PlanDirectBuyPage() {
  const actor = await requireActor();
  const user = await db.user.findUniqueOrThrow({ where: { id: actor.user.id }, select: { paymentMethod: true } });
  if (user.paymentMethod !== "DIRECT") redirect(paymentPagePath(user.paymentMethod));
  const t = await getTranslations("plans.direct");
  const url = directPaymentUrl();
  const email = supportEmail();

  return (
    <>
      <PageHeader
        title={t("buyTitle")}
        description={url ? t("buyDescription") : undefined}
        eyebrow={
          <Link href="/plan-direct" className="inline-flex items-center gap-1.5 rounded-md font-medium text-ink-600 hover:text-ink-900">
            <ArrowLeftIcon className="size-4" />
            {t("back")}
          </Link>
        }
      />
      {url ? (
        <iframe
          src={url}
          title={t("frameTitle")}
          allow="payment"
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-[80vh] min-h-[32rem] w-full rounded-2xl border border-ink-200 bg-surface shadow-sm"
        />
      ) : (
        <Alert tone="warning" title={t("notConfiguredTitle")} live={false}>
          {t.rich("notConfiguredText", {
            email,
            link: (chunks) => (
              <a href={`mailto:${email}`} className="font-medium underline underline-offset-2">
                {chunks}
              </a>
            ),
          })}
        </Alert>
      )}
    </>
  );
}
