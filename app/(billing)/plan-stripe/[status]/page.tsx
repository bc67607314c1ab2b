import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { StripePlanPage, type PurchaseOutcome } from "@/components/plans/stripe-plan-page";

// Where Stripe Checkout sends the browser back (accounts spec §2); any other status is not a page.
const OUTCOMES: Record<string, PurchaseOutcome> = { "success-purchase": "success", "cancel-purchase": "cancelled" };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("plans"))("title") };
}

export default async function PlanStripeStatusPage({ params }: { params: Promise<{ status: string }> }) {
  const { status } = await params;
  if (!Object.hasOwn(OUTCOMES, status)) notFound();
  return <StripePlanPage purchase={OUTCOMES[status]} />;
}
