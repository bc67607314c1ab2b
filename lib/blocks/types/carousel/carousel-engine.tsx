"use client";

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { CAROUSEL_AUTOPLAY_MS } from "./autoplay";
import { useReducedMotion } from "../../islands/use-reduced-motion";

// Embla on the view's strip (loaded by CarouselIsland when the reader nears it, so this chunk and
// Embla are not in the page's first download). Adds previous / next, "2 of 5" and, unless the reader
// asked for reduced motion, autoplay every CAROUSEL_AUTOPLAY_MS that pauses while the pointer is over
// the carousel or focus is inside it, and stops for good on the reader's pause button or a swipe.

export interface CarouselEngineProps {
  /** The island's root: hover and focus there pause autoplay. */
  root: HTMLElement;
  /** The strip's scrolling element; its first child holds the slides. */
  viewport: HTMLElement;
  startIndex: number;
  count: number;
  autoplay: boolean;
}

const BUTTON =
  "inline-grid size-9 place-items-center rounded-full border border-ink-300 bg-white text-base text-ink-800 shadow-sm hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";

/** Whether the pointer is over `element` or focus is inside it. */
function useHoverOrFocus(element: HTMLElement) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => setFocused(event.relatedTarget instanceof Node && element.contains(event.relatedTarget));
    element.addEventListener("mouseenter", enter);
    element.addEventListener("mouseleave", leave);
    element.addEventListener("focusin", focusIn);
    element.addEventListener("focusout", focusOut);
    return () => {
      element.removeEventListener("mouseenter", enter);
      element.removeEventListener("mouseleave", leave);
      element.removeEventListener("focusin", focusIn);
      element.removeEventListener("focusout", focusOut);
    };
  }, [element]);
  return hovered || focused;
}

export function CarouselEngine({ root, viewport, startIndex, count, autoplay }: CarouselEngineProps) {
  const t = useTranslations("blocks.carousel");
  const reducedMotion = useReducedMotion();
  const options = useMemo(() => ({ loop: true, startIndex }), [startIndex]);
  // The plugin never starts or stops on its own (playOnInit off, no hover or focus handling):
  // the effect below decides, so the reader's pause button always wins.
  const plugins = useMemo(() => [Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false })], []);
  const [emblaRef, api] = useEmblaCarousel(options, plugins);
  const [selected, setSelected] = useState(startIndex);
  const [paused, setPaused] = useState(false);
  const resting = useHoverOrFocus(root);
  const playing = autoplay && !reducedMotion && !paused && !resting && count > 1;

  useEffect(() => {
    // The native scroll position would add to Embla's transform.
    viewport.scrollTo({ left: 0, behavior: "instant" });
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [emblaRef, viewport]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onPointerDown = () => setPaused(true);
    api.on("select", onSelect).on("reInit", onSelect).on("pointerDown", onPointerDown);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect).off("pointerDown", onPointerDown);
    };
  }, [api]);

  useEffect(() => {
    if (!api) return;
    // reInit (new slides, a resize) restarts the plugin stopped: apply the decision again then.
    const apply = () => {
      const plugin = api.plugins().autoplay;
      if (!plugin || api.scrollSnapList().length < 2) return;
      if (playing) plugin.play();
      else plugin.stop();
    };
    apply();
    api.on("reInit", apply);
    return () => {
      api.off("reInit", apply);
    };
  }, [api, playing]);

  useEffect(() => {
    if (!api) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      if (event.key === "ArrowLeft") api.scrollPrev(reducedMotion);
      else api.scrollNext(reducedMotion);
    };
    viewport.addEventListener("keydown", onKey);
    return () => viewport.removeEventListener("keydown", onKey);
  }, [api, viewport, reducedMotion]);

  const total = Math.max(count, 1);
  return (
    <div className="mt-2 flex items-center justify-center gap-3">
      <button type="button" className={BUTTON} aria-label={t("previous")} onClick={() => api?.scrollPrev(reducedMotion)}>
        <span aria-hidden="true">‹</span>
      </button>
      {/* Announced when the reader moves it; silent while it plays by itself. */}
      <p aria-live={playing ? "off" : "polite"} aria-atomic="true" className="m-0 min-w-16 text-center text-sm text-ink-700 tabular-nums">
        {t("status", { current: Math.min(selected, total - 1) + 1, total })}
      </p>
      <button type="button" className={BUTTON} aria-label={t("next")} onClick={() => api?.scrollNext(reducedMotion)}>
        <span aria-hidden="true">›</span>
      </button>
      {autoplay && !reducedMotion && (
        <button type="button" className={BUTTON} aria-label={paused ? t("play") : t("pause")} onClick={() => setPaused((value) => !value)}>
          <span aria-hidden="true" className="text-xs">
            {paused ? "▶" : "❚❚"}
          </span>
        </button>
      )}
    </div>
  );
}
