"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useBlockNames } from "@/lib/blocks/use-block-names";
import { SectionBars, sectionName } from "./section-bars";
import { visitSectionRows } from "./section-rows";
import type { ShareVisit, VisitSection } from "./types";

/** One visit's time per section (a disclosure, open for the newest visit) and the section it read last. */
export function VisitSections({ sections, visit, open }: { sections: readonly VisitSection[]; visit: ShareVisit; open: boolean }) {
  const t = useTranslations("share.history.sections");
  const names = useBlockNames();
  const headingId = useId();
  const rows = visitSectionRows(sections, visit);
  const last = sections.find((section) => section.id === visit.lastSection);
  if (!rows.length && !last) return null;
  return (
    <div className="mt-1.5 flex flex-col gap-1">
      {last && <p className="text-ink-600">{t("lastReadLine", { name: sectionName(t, names.name(last.type), last.title) })}</p>}
      {rows.length > 0 && (
        <details open={open} className="group">
          <summary
            id={headingId}
            className="cursor-pointer rounded-sm font-medium text-accent-700 select-none hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            {t("visitSummary", { count: rows.length })}
          </summary>
          <div className="mt-2 rounded-md bg-white p-2 ring-1 ring-ink-200">
            <SectionBars rows={rows} whole="visit" labelledBy={headingId} />
          </div>
        </details>
      )}
    </div>
  );
}
