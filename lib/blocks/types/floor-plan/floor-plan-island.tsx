"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { whenNearViewport } from "../../islands/near-viewport";
import { prefersReducedMotion } from "../../islands/use-reduced-motion";
import { attachPanzoom, type ZoomControls } from "./pan-zoom";

// The floor plan's client island around the view's image. Rendered on the server too, so without
// JavaScript the reader gets the image fitted in its box and the "Open full size" link. Once the
// reader nears it, @panzoom/panzoom is loaded and the box becomes zoomable: the buttons, Ctrl/⌘ +
// wheel, drag, and keys while the box has focus.
// The share view ships no React: its script (lib/share/client/floor-plan.ts) does the same from the
// data attributes below (labels translated here, on the server).
// On a narrow block (a phone, under 36rem) the box takes the image's shape when its size is known,
// at most the chosen height, rather than leaving a tall empty box around a landscape plan.

const BUTTON =
  "inline-grid size-8 place-items-center rounded-md border border-ink-300 bg-white text-base leading-none text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";

/** The image's shape, capped by the chosen height (the class wins over the inline height). */
const FIT_WHEN_NARROW = "@max-xl/plan:aspect-[var(--plan-ratio)] @max-xl/plan:h-auto! @max-xl/plan:max-h-[var(--plan-height)]";

export function FloorPlanIsland({ href, height, ratio, children }: { href: string; height: number; ratio?: number; children: ReactNode }) {
  const t = useTranslations("blocks.floor-plan");
  const hintId = useId();
  const area = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<ZoomControls | null>(null);

  useEffect(() => {
    const box = area.current;
    const content = target.current;
    if (!box || !content) return;
    let controls: ZoomControls | null = null;
    let cancelled = false;
    const stop = whenNearViewport(box, () => {
      void import("@panzoom/panzoom").then(({ default: Panzoom }) => {
        if (cancelled) return;
        controls = attachPanzoom(Panzoom, box, content, prefersReducedMotion());
        setZoom(controls);
      });
    });
    return () => {
      cancelled = true;
      stop();
      controls?.destroy();
    };
  }, []);

  return (
    <div
      className="@container/plan flex flex-col gap-2"
      data-floor-plan=""
      data-label-area={t("area")}
      data-label-zoom-in={t("zoomIn")}
      data-label-zoom-out={t("zoomOut")}
      data-label-reset={t("reset")}
      data-label-hint={t("hint")}
    >
      <div
        ref={area}
        data-floor-plan-area=""
        tabIndex={zoom ? 0 : undefined}
        role={zoom ? "group" : undefined}
        aria-label={zoom ? t("area") : undefined}
        aria-describedby={zoom ? hintId : undefined}
        className={`relative overflow-hidden rounded-lg border border-ink-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ${ratio ? FIT_WHEN_NARROW : ""}`}
        style={ratio ? ({ height, "--plan-ratio": ratio, "--plan-height": `${height}px` } as CSSProperties) : { height }}
      >
        <div ref={target} data-floor-plan-target="" className="size-full">
          {children}
        </div>
      </div>
      <div data-floor-plan-controls="" className="flex flex-wrap items-center gap-2 text-sm">
        {zoom && (
          <>
            <button type="button" className={BUTTON} aria-label={t("zoomIn")} onClick={zoom.zoomIn}>
              <span aria-hidden="true">+</span>
            </button>
            <button type="button" className={BUTTON} aria-label={t("zoomOut")} onClick={zoom.zoomOut}>
              <span aria-hidden="true">−</span>
            </button>
            <button type="button" className={`${BUTTON} w-auto px-2 text-sm`} onClick={zoom.reset}>
              {t("reset")}
            </button>
            <span id={hintId} className="text-xs text-ink-600">
              {t("hint")}
            </span>
          </>
        )}
        <a href={href} target="_blank" rel="noopener" className="ml-auto text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
          {t("openFullSize")}
        </a>
      </div>
    </div>
  );
}
