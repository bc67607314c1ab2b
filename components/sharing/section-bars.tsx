"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui";
import { useBlockNames } from "@/lib/blocks/use-block-names";
import { formatDuration } from "./duration";
import type { SectionRow } from "./section-rows";

/**
 * Sections as labelled bars: the name, the time and the percentage are text (screen readers and
 * narrow panels read them); the bar repeats the percentage for the eye and is hidden from assistive tech.
 */
export function SectionBars({ rows, whole, labelledBy }: { rows: readonly SectionRow[]; whole: "visit" | "all"; labelledBy: string }) {
  const t = useTranslations("share.history.sections");
  const format = useFormatter();
  const names = useBlockNames();
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-2">
      {rows.map((row) => {
        const percent = format.number(row.share, { style: "percent", maximumFractionDigits: 0 });
        const name = sectionName(t, names.name(row.type), row.title);
        return (
          <li key={row.id} className="flex flex-col gap-1">
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col items-start gap-1">
                {/* Two lines at most in the narrow panel; the full name stays for screen readers and on hover. */}
                <span className="line-clamp-2 break-words text-ink-900" title={name}>
                  {name}
                </span>
                {row.last && <Badge tone="accent">{t("lastRead")}</Badge>}
              </div>
              {row.ms > 0 ? (
                <span className="shrink-0 text-right text-ink-600 tabular-nums">
                  {formatDuration(row.ms, format)}
                  <span aria-hidden="true">{` · ${percent}`}</span>
                  <span className="sr-only">{`, ${whole === "visit" ? t("shareOfVisit", { percent }) : t("shareOfAll", { percent })}`}</span>
                </span>
              ) : (
                <span className="shrink-0 text-right text-ink-500">{t("notRead")}</span>
              )}
            </div>
            <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-ink-100">
              <div className="h-full rounded-full bg-accent-600" style={{ width: `${Math.round(row.share * 1000) / 10}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** "Heading: Our menu", or the type's name alone for a block without text. */
export function sectionName(t: ReturnType<typeof useTranslations<"share.history.sections">>, typeName: string, title: string): string {
  return title ? t("name", { type: typeName, title }) : typeName;
}
