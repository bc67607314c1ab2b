import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { StripePlanPage } from "@/components/plans/stripe-plan-page";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("plans"))("title") };
}

// The card payment page (accounts spec §2). ?choose=1 opens the plan selection: the payment dialogs link here.
export default async function PlanStripePage({ searchParams }: { searchParams: Promise<{ choose?: string | string[] }> }) {
  const { choose } = await searchParams;
  return <StripePlanPage choose={choose === "1"} />;
}
