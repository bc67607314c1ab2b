"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { DelayedSpinner, FormError } from "@/components/ui";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { formatDuration } from "./duration";
import { SectionTotals } from "./section-totals";
import { VisitSections } from "./section-visit";
import type { VisitList } from "./types";

/** One share's visits (GET .../snapshots/{id}/visits), loaded when the expander opens: its time per section, then each visit. */
export function ShareVisits({ documentId, snapshotId }: { documentId: string; snapshotId: string }) {
  const t = useTranslations("share.history");
  const errorText = useErrorMessage();
  const [list, setList] = useState<VisitList | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<VisitList>(`/api/document/${encodeURIComponent(documentId)}/snapshots/${encodeURIComponent(snapshotId)}/visits`, { signal: controller.signal })
      .then(setList)
      .catch((caught) => {
        if (!controller.signal.aborted) setError(errorText(caught));
      });
    return () => controller.abort();
  }, [documentId, snapshotId, errorText]);

  if (error) return <FormError message={error} />;
  if (!list) return <DelayedSpinner size="sm" label={t("visitsLoading")} className="text-ink-500" />;
  return <VisitListView list={list} />;
}

/** The loaded visits: the share's time per section, then each visit with its events and sections. */
export function VisitListView({ list }: { list: VisitList }) {
  const t = useTranslations("share.history");
  const format = useFormatter();
  if (list.visits.length === 0) return <p className="text-[0.8125rem] text-ink-500">{t("visitsNone")}</p>;
  return (
    <div className="flex flex-col gap-3">
      <SectionTotals list={list} />
      <ol className="flex flex-col gap-2">
        {list.visits.map((visit, index) => (
          <li key={visit.visitId} className="rounded-lg bg-ink-50 px-3 py-2 text-[0.8125rem] leading-5">
            <p className="font-medium text-ink-900">
              {format.dateTime(new Date(visit.openedAt), { dateStyle: "medium", timeStyle: "short" })}
            </p>
            <p className="text-ink-600">
              {visit.recipient === "1" ? t("viaEmail") : t("viaLink")}
              {" · "}
              {visit.durationMs === null ? t("durationUnknown") : formatDuration(visit.durationMs, format)}
            </p>
            {visit.events.length > 0 && (
              <ul className="mt-1 flex flex-wrap gap-1">
                {visit.events.map((event, eventIndex) => (
                  <li key={`${event.name}-${eventIndex}`} className="rounded bg-white px-1.5 py-0.5 text-xs text-ink-600 ring-1 ring-ink-200" title={format.dateTime(new Date(event.at), { timeStyle: "medium" })}>
                    {eventLabel(t, event.name)}
                  </li>
                ))}
              </ul>
            )}
            <VisitSections sections={list.sections} visit={visit} open={index === 0} />
          </li>
        ))}
      </ol>
    </div>
  );
}

const EVENT_KEYS = {
  "loaded-share-page": "events.loaded",
  "clicked-go-to-document": "events.clicked",
  "images-finished-loading": "events.images",
  "still-waiting-after-15s": "events.wait15",
  "still-waiting-after-40s": "events.wait40",
  "still-waiting-after-60s": "events.wait60",
} as const;

function eventLabel(t: ReturnType<typeof useTranslations<"share.history">>, name: string): string {
  const key = EVENT_KEYS[name as keyof typeof EVENT_KEYS];
  return key ? t(key) : name;
}
