"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button, DelayedSpinner, EmptyState, FormError, PlusIcon } from "@/components/ui";
import { DealPanel } from "./deal-panel";
import { ShareHistoryItem } from "./share-history-item";
import { useSnapshots } from "./use-snapshots";

/**
 * The Share tab: the deal (where the document stands with its client, deal-panel.tsx), then the
 * history (workspace spec §2, §3): newest first, 3 at first and all on request, a "New share" button
 * for the owner, and the way to the document's guest replies.
 */
export function ShareHistory({
  documentId,
  revision,
  canShare,
  canManage,
  onNewShare,
  emptyIcon,
}: {
  documentId: string;
  revision: number;
  /** Offer "New share" (the owner, while the document can be shared). */
  canShare: boolean;
  /** Offer disable, enable and resend (the owner; admins read the history only). */
  canManage: boolean;
  onNewShare: () => void;
  emptyIcon: ReactNode;
}) {
  const t = useTranslations("share.history");
  const tEmpty = useTranslations("editorPanel.share");
  const { list, loading, error, all, showAll, replace, reload } = useSnapshots(documentId, revision);
  const snapshots = list?.snapshots ?? [];
  const more = list !== null && !all && list.total > snapshots.length;

  return (
    <>
      <DealPanel documentId={documentId} revision={revision} />
      <div className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-ink-900">{t("title")}</h3>
          {canShare && (
            <Button size="sm" leadingIcon={<PlusIcon aria-hidden="true" />} onClick={onNewShare}>
              {t("newShare")}
            </Button>
          )}
        </div>
        <FormError message={error ?? undefined} />
        <div aria-busy={loading} className="flex flex-col gap-3">
          {list === null && loading ? (
            <div className="flex justify-center py-6 text-ink-500">
              <DelayedSpinner label={t("loading")} />
            </div>
          ) : snapshots.length === 0 && !error ? (
            <EmptyState icon={emptyIcon} title={tEmpty("emptyTitle")} text={tEmpty("emptyText")} titleAs="h3" className="py-6" />
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t("listLabel")}>
              {snapshots.map((snapshot) => (
                <ShareHistoryItem key={snapshot.id} documentId={documentId} snapshot={snapshot} canManage={canManage} onChanged={(changed) => (changed ? replace(changed) : reload())} />
              ))}
            </ul>
          )}
          {more && (
            <Button variant="secondary" size="sm" loading={loading} onClick={showAll} className="self-center">
              {t("showAll", { count: list.total })}
            </Button>
          )}
        </div>
        <Link
          href={`/document/${encodeURIComponent(documentId)}/guests`}
          className="text-sm font-medium text-accent-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          {t("guests")}
        </Link>
      </div>
    </>
  );
}
