"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { cx } from "@/components/ui";
import type { PlanStatus } from "@/lib/plans/status";

export interface PlanBannerProps {
  status: PlanStatus;
  /** Whole days left of the trial; null when it has no end on record. */
  daysLeft: number | null;
  /** The payment page with the plan selection open. */
  href: string;
}

/**
 * A slim line above every page while the free trial runs (how many days are left) and once the
 * trial or plan has ended; not on the payment pages themselves, which say it at length.
 */
export function PlanBanner({ status, daysLeft, href }: PlanBannerProps) {
  const t = useTranslations("plans.banner");
  const pathname = usePathname();
  if (pathname?.startsWith("/plan-")) return null;
  const ended = status === "TRIAL_EXPIRED" || status === "EXPIRED";
  if (!ended && !(status === "TRIAL" && daysLeft !== null)) return null;
  const text = status === "TRIAL" ? t("trial", { count: daysLeft ?? 0 }) : status === "TRIAL_EXPIRED" ? t("trialEnded") : t("expired");
  return (
    <section
      aria-label={t("label")}
      className={cx(
        "border-b px-4 py-2 text-sm sm:px-8",
        ended ? "border-warning-200 bg-warning-50 text-warning-800" : "border-accent-100 bg-accent-50 text-accent-800",
      )}
    >
      <p className="mx-auto flex max-w-5xl flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center">
        <span>{text}</span>
        <span aria-hidden="true" className="opacity-50">
          ·
        </span>
        <Link href={href} className="font-semibold underline underline-offset-2 hover:no-underline">
          {t("choose")}
        </Link>
      </p>
    </section>
  );
}
