"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui";
import { actualSizeZoom, pageScale, ZOOM_MIN } from "@/lib/editor/zoom";
import type { EditorZoom } from "./hooks/use-zoom";
import { ZoomInIcon, ZoomOutIcon } from "./icons";

/**
 * Zoom out and in, the scale the page is really drawn at (87% when it is fitted to a narrower
 * canvas), and one shortcut: "100%" shows a fitted page at its real size, "Fit" brings a zoomed
 * page back to the canvas's width.
 */
export function ZoomControls({ zoom, fit }: { zoom: EditorZoom; fit: number }) {
  const t = useTranslations("editor.toolbar");
  const format = useFormatter();
  const percent = (value: number) => format.number(value, { style: "percent", maximumFractionDigits: 0 });
  const scale = pageScale(fit, zoom.zoom);
  const actualSize = zoom.zoom === ZOOM_MIN ? actualSizeZoom(fit) : null;
  return (
    <div role="group" aria-label={t("zoom")} className="inline-flex items-center gap-1">
      <Button variant="ghost" size="sm" aria-label={t("zoomOut")} disabled={!zoom.canZoomOut} onClick={zoom.zoomOut}>
        <ZoomOutIcon />
      </Button>
      <output aria-live="polite" data-scale={scale} className="w-11 text-center text-xs text-ink-600 tabular-nums">
        {percent(scale)}
      </output>
      <Button variant="ghost" size="sm" aria-label={t("zoomIn")} disabled={!zoom.canZoomIn} onClick={zoom.zoomIn}>
        <ZoomInIcon />
      </Button>
      {zoom.zoom !== ZOOM_MIN ? (
        <Button variant="ghost" size="sm" title={t("fitTitle")} onClick={zoom.reset} className="h-7 px-2 text-xs ring-1 ring-ink-200 ring-inset">
          {t("fit")}
        </Button>
      ) : (
        actualSize !== null && (
          <Button variant="ghost" size="sm" title={t("actualSizeTitle")} onClick={() => zoom.set(actualSize)} className="h-7 px-2 text-xs tabular-nums ring-1 ring-ink-200 ring-inset">
            {percent(1)}
          </Button>
        )
      )}
    </div>
  );
}
