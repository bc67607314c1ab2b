"use client";

import { useTranslations } from "next-intl";
import { requestDealPanel } from "@/components/sharing/deal-reveal";
import { cx } from "@/components/ui";
import type { DealStatusName } from "@/lib/documents/list-format";
import { DealBadge } from "./badges";

/**
 * The document's deal state next to its title. Where the page has the Share tab's deal panel (the
 * owner, workspace admins) the badge is a button that opens it; otherwise it only shows the state.
 */
export function DealStatusButton({ status, canOpen, className }: { status: DealStatusName; canOpen: boolean; className?: string }) {
  const t = useTranslations("deal");
  if (status === "NONE") return null;
  if (!canOpen) return <DealBadge status={status} className={cx("shrink-0", className)} />;
  return (
    <button
      type="button"
      onClick={requestDealPanel}
      aria-label={t("header.open", { status: t(`status.${status}`) })}
      title={t("header.open", { status: t(`status.${status}`) })}
      className={cx("shrink-0 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 [&>span]:cursor-pointer [&>span]:hover:brightness-95", className)}
    >
      <DealBadge status={status} />
    </button>
  );
}
