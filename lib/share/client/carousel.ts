import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { CAROUSEL_AUTOPLAY_MS } from "@/lib/blocks/types/carousel/autoplay";
import { onReady, reducedMotion, whenNear } from "./lib/near-viewport";

// The share view's carousels: the view's scroll-snap strip (which works without this script) gets
// Embla once the reader nears it, with previous / next, "2 of 5" and, when the block asks for it and
// the reader did not ask for less motion, autoplay that rests while the pointer is over the carousel
// or focus is inside it and stops for good on the pause button or a swipe. The same behaviour as the
// editor's CarouselEngine, without React. Labels come translated from the view's data attributes.

const BUTTON =
  "inline-grid size-9 place-items-center rounded-full border border-ink-300 bg-white text-base text-ink-800 shadow-sm hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";

function button(label: string, glyph: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.className = BUTTON;
  element.setAttribute("aria-label", label);
  const icon = document.createElement("span");
  icon.setAttribute("aria-hidden", "true");
  icon.textContent = glyph;
  element.append(icon);
  element.addEventListener("click", onClick);
  return element;
}

function enhance(viewport: HTMLElement, root: HTMLElement): void {
  const data = viewport.dataset;
  const count = Number(data.count) || viewport.querySelectorAll("li").length;
  const reduced = reducedMotion();
  const autoplay = data.autoplay !== undefined && !reduced;
  const startIndex = Math.min(viewport.clientWidth ? Math.round(viewport.scrollLeft / viewport.clientWidth) : 0, count - 1);
  // The native scroll position would add to Embla's transform.
  viewport.scrollLeft = 0;
  root.setAttribute("data-enhanced", "");
  const plugins = autoplay ? [Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false })] : [];
  const api: EmblaCarouselType = EmblaCarousel(viewport, { loop: true, startIndex }, plugins);

  const status = document.createElement("p");
  status.className = "m-0 min-w-16 text-center text-sm text-ink-700 tabular-nums";
  status.setAttribute("aria-atomic", "true");
  const template = data.labelStatus ?? "{current} / {total}";
  let paused = false;
  let hovered = false;
  let focused = false;

  const update = () => {
    const playing = autoplay && !paused && !hovered && !focused;
    const plugin = api.plugins().autoplay;
    if (plugin && api.scrollSnapList().length > 1) {
      if (playing) plugin.play();
      else plugin.stop();
    }
    // Announced when the reader moves it; silent while it plays by itself.
    status.setAttribute("aria-live", playing ? "off" : "polite");
    status.textContent = template.replace("{current}", String(api.selectedScrollSnap() + 1)).replace("{total}", String(count));
    if (pause) {
      pause.setAttribute("aria-label", (paused ? data.labelPlay : data.labelPause) ?? "");
      pause.firstElementChild!.textContent = paused ? "▶" : "❚❚";
    }
  };

  const controls = document.createElement("div");
  controls.className = "mt-2 flex items-center justify-center gap-3";
  // Buttons do nothing on paper: share.css hides them in print.
  controls.setAttribute("data-carousel-controls", "");
  const pause = autoplay
    ? button(data.labelPause ?? "", "❚❚", () => {
        paused = !paused;
        update();
      })
    : null;
  if (pause) pause.firstElementChild!.className = "text-xs";
  controls.append(button(data.labelPrevious ?? "", "‹", () => api.scrollPrev(reduced)), status, button(data.labelNext ?? "", "›", () => api.scrollNext(reduced)));
  if (pause) controls.append(pause);
  root.append(controls);

  api.on("select", update).on("reInit", update).on("pointerDown", () => {
    paused = true;
    update();
  });
  root.addEventListener("mouseenter", () => ((hovered = true), update()));
  root.addEventListener("mouseleave", () => ((hovered = false), update()));
  root.addEventListener("focusin", () => ((focused = true), update()));
  root.addEventListener("focusout", (event) => {
    focused = event.relatedTarget instanceof Node && root.contains(event.relatedTarget);
    update();
  });
  viewport.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    if (event.key === "ArrowLeft") api.scrollPrev(reduced);
    else api.scrollNext(reduced);
  });
  update();
}

onReady(() => {
  for (const viewport of document.querySelectorAll<HTMLElement>("[data-carousel-viewport]")) {
    // A carousel of one image has nothing to enhance.
    if ((Number(viewport.dataset.count) || 0) < 2) continue;
    const root = viewport.closest<HTMLElement>("section") ?? viewport.parentElement!;
    whenNear(root, () => enhance(viewport, root));
  }
});
