"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { SectionBars } from "./section-bars";
import { totalSectionRows } from "./section-rows";
import type { VisitList } from "./types";

/** The share's time per section over all its visits, unread sections included. */
export function SectionTotals({ list }: { list: Pick<VisitList, "sections" | "totalDurationMs"> }) {
  const t = useTranslations("share.history.sections");
  const headingId = useId();
  const rows = totalSectionRows(list.sections, list.totalDurationMs);
  if (!rows.length) return null;
  const anyRead = rows.some((row) => row.ms > 0);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg bg-white px-3 py-2 text-[0.8125rem] leading-5 ring-1 ring-ink-200">
      <div>
        <h5 id={headingId} className="font-semibold text-ink-900">
          {t("totalsTitle")}
        </h5>
        <p className="text-ink-600">{anyRead ? t("totalsHint") : t("none")}</p>
      </div>
      {anyRead && <SectionBars rows={rows} whole="all" labelledBy={headingId} />}
    </section>
  );
}
