"use client";

import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/ui";
import { ShareIcon } from "./icons";

/** The share history. Sharing itself arrives with the sharing issue; until then the count of shares. */
export function ShareTab({ snapshotCount }: { snapshotCount: number }) {
  const t = useTranslations("editorPanel.share");
  if (snapshotCount === 0) {
    return (
      <div className="p-4">
        <EmptyState icon={<ShareIcon />} title={t("emptyTitle")} text={t("emptyText")} titleAs="h3" className="py-8" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 p-4">
      <p className="flex items-center gap-2 text-sm font-medium text-ink-900">
        <ShareIcon className="size-4 text-success-600" />
        {t("count", { count: snapshotCount })}
      </p>
      <p className="text-[0.8125rem] leading-5 text-ink-500">{t("historyNote")}</p>
    </div>
  );
}
