"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { DealBadge } from "@/components/documents/badges";
import { Button, DelayedSpinner } from "@/components/ui";
import { useDealPanelRequests, revealTabPanelOf } from "./deal-reveal";
import { RequireAcceptanceSetting } from "./deal-setting";
import { DealShareCard } from "./deal-share-card";
import { useShare } from "./share-context";
import { useDeal } from "./use-deal";

/**
 * The Share tab's deal panel: where the document stands with its client, the "ask to accept and
 * sign" setting, and every share that closes a deal. The header's deal badge and a notification's
 * #deal link bring it into view (deal-reveal.ts): its tab is selected, it scrolls into view and its
 * heading takes the focus.
 */
export function DealPanel({ documentId, revision }: { documentId: string; revision: number }) {
  const t = useTranslations("deal");
  const format = useFormatter();
  const headingId = useId();
  const share = useShare();
  const { deal, loading, error, reload } = useDeal(documentId, revision);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The setting as the server has it, for this panel and the share dialog.
  const setRequireAcceptance = share?.setRequireAcceptance;
  const loaded = deal?.requireAcceptance;
  useEffect(() => {
    if (loaded !== undefined) setRequireAcceptance?.(loaded);
  }, [loaded, setRequireAcceptance]);

  useDealPanelRequests(() => {
    const element = section.current;
    if (!element) return;
    revealTabPanelOf(element);
    // After the tab's panel is shown (the tab's state update renders first).
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        element.scrollIntoView({ block: "nearest", behavior: "smooth" });
        heading.current?.focus({ preventScroll: true });
      }),
    );
  });

  const shares = deal?.shares ?? [];
  return (
    <section ref={section} id="deal" aria-labelledby={headingId} aria-busy={loading} className="flex scroll-mt-4 flex-col gap-3 border-b border-ink-100 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-sm font-semibold text-ink-900 outline-none focus-visible:rounded-sm focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
          {t("panel.title")}
        </h3>
        {deal && <DealBadge status={deal.status} />}
      </div>
      {deal?.statusAt && deal.status !== "NONE" && (
        <p className="-mt-2 text-[0.8125rem] text-ink-600">{t("panel.since", { date: format.dateTime(new Date(deal.statusAt), { dateStyle: "medium", timeStyle: "short" }) })}</p>
      )}
      <RequireAcceptanceSetting documentId={documentId} />
      {error ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-danger-200 bg-danger-50 p-2.5 text-[0.8125rem] text-danger-800">
          <p>{t("panel.loadFailed", { reason: error })}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t("panel.retry")}
          </Button>
        </div>
      ) : deal === null ? (
        <div className="flex justify-center py-4 text-ink-500">
          <DelayedSpinner label={t("panel.loading")} />
        </div>
      ) : shares.length === 0 ? (
        <p className="rounded-lg bg-ink-50 px-3 py-2 text-[0.8125rem] leading-5 text-ink-600">{t("panel.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("panel.listLabel")}>
          {shares.map((item) => (
            <DealShareCard key={`${item.snapshotId}/${item.recipient}`} documentId={documentId} share={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
