"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { CarouselEngineProps } from "./carousel-engine";
import { whenNearViewport } from "../../islands/near-viewport";

// The carousel's client island. Its children are the view's server-rendered strip, which works on its
// own (scroll-snap); once the reader nears it, the island loads Embla (./carousel-engine, a separate
// chunk) and hands it the strip. A carousel of one image has nothing to enhance and loads nothing.

interface Loaded {
  Engine: ComponentType<CarouselEngineProps>;
  root: HTMLElement;
  viewport: HTMLElement;
  /** The slide the reader had scrolled to before the engine took over. */
  startIndex: number;
}

export function CarouselIsland({ count, autoplay, children }: { count: number; autoplay: boolean; children: ReactNode }) {
  const t = useTranslations("blocks.carousel");
  const root = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const enhance = count > 1;

  useEffect(() => {
    const element = root.current;
    if (!element || !enhance) return;
    let cancelled = false;
    const stop = whenNearViewport(element, () => {
      void import("./carousel-engine").then(({ CarouselEngine }) => {
        const viewport = element.querySelector<HTMLElement>("[data-carousel-viewport]");
        if (cancelled || !viewport) return;
        const startIndex = viewport.clientWidth ? Math.round(viewport.scrollLeft / viewport.clientWidth) : 0;
        setLoaded({ Engine: CarouselEngine, root: element, viewport, startIndex });
      });
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [enhance]);

  const active = enhance && loaded !== null;
  return (
    <section ref={root} aria-roledescription={t("roleDescription")} aria-label={t("label")} data-enhanced={active ? "" : undefined} className="group/carousel">
      {children}
      {active && (
        <loaded.Engine root={loaded.root} viewport={loaded.viewport} startIndex={Math.min(loaded.startIndex, count - 1)} count={count} autoplay={autoplay} />
      )}
    </section>
  );
}
