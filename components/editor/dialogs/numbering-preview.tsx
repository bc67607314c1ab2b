"use client";

import { useTranslations } from "next-intl";
import type { NumberingStyle } from "@/lib/blocks/numbering";
import { numberingLevels } from "../panel/numbering-example";

/** Four nested headings as the style numbers them (1. / a) / i) / 1.), or plain headings for "off". */
export function NumberingPreview({ style }: { style: NumberingStyle }) {
  const t = useTranslations("editorPanel.numbering");
  const labels = numberingLevels(style);
  return (
    <ol aria-label={t("previewLabel")} className="flex list-none flex-col gap-0.5 text-sm text-ink-800">
      {[0, 1, 2, 3].map((depth) => (
        <li key={depth} className="flex gap-1.5" style={{ paddingLeft: `${depth * 1}rem` }}>
          {labels[depth] && <span className="min-w-6 font-semibold text-accent-700 tabular-nums">{labels[depth]}</span>}
          <span className={depth === 0 ? "font-semibold" : undefined}>{t("sampleHeading", { level: depth + 1 })}</span>
        </li>
      ))}
    </ol>
  );
}
