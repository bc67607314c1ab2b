"use client";

import { useTranslations } from "next-intl";
import type { WirePaperSize } from "@/lib/documents/view";
import { PAGE_WIDTH } from "./limits";
import type { PageMarginsValue } from "./settings-api";

/** Paper height over width: A4 21x29.7 cm, US legal 21.59x35.6 cm (workspace spec §9). */
const PAPER_RATIO: Record<WirePaperSize, number> = { A4: 29.7 / 21, "us-legal": 35.6 / 21.59 };
const PREVIEW_WIDTH = 96;

/**
 * A small drawing of the page: its proportions and the content area inside the margins, scaled
 * from the 940 px page. Decorative for screen readers, who get the numbers in one sentence.
 */
export function PagePreview({ paperSize, margins }: { paperSize: WirePaperSize; margins: PageMarginsValue }) {
  const t = useTranslations("editorPanel.margins");
  const scale = PREVIEW_WIDTH / PAGE_WIDTH;
  const height = Math.round(PREVIEW_WIDTH * PAPER_RATIO[paperSize]);
  const px = (value: number) => Math.max(0, value * scale);
  return (
    <figure className="flex flex-col items-center gap-2">
      <div aria-hidden="true" className="relative rounded-sm bg-white shadow-sm ring-1 ring-ink-300" style={{ width: PREVIEW_WIDTH, height }}>
        <div
          className="absolute flex flex-col gap-1 overflow-hidden rounded-[1px] border border-dashed border-accent-400 bg-accent-50/60 p-1"
          style={{ top: px(margins.top), right: px(margins.right), bottom: px(margins.bottom), left: px(margins.left) }}
        >
          <span className="h-1.5 w-3/4 rounded-full bg-accent-300" />
          <span className="h-1 w-full rounded-full bg-ink-200" />
          <span className="h-1 w-5/6 rounded-full bg-ink-200" />
          <span className="h-1 w-full rounded-full bg-ink-200" />
        </div>
      </div>
      <figcaption className="text-center text-xs text-ink-500">
        {t("previewCaption", { top: margins.top, right: margins.right, bottom: margins.bottom, left: margins.left })}
      </figcaption>
    </figure>
  );
}
