"use client";

import { useTranslations } from "next-intl";
import { ShareHistory } from "@/components/sharing/share-history";
import { useShare } from "@/components/sharing/share-context";
import { EmptyState } from "@/components/ui";
import { ShareIcon } from "./icons";

/**
 * The Share tab: the document's share history with its actions (components/sharing). Outside the
 * editor's ShareProvider (members who are neither the owner nor an admin) only the count of shares.
 */
export function ShareTab({ snapshotCount }: { snapshotCount: number }) {
  const t = useTranslations("editorPanel.share");
  const share = useShare();
  if (share) {
    return <ShareHistory documentId={share.documentId} revision={share.revision} canShare={share.canShare} canManage={share.canManage} onNewShare={share.openShareDialog} emptyIcon={<ShareIcon />} />;
  }
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
    </div>
  );
}
