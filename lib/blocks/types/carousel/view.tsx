import type { BlockViewProps } from "../../definition";
import { imageAttributes } from "../../media-image";
import { imageAlt } from "../image/alt";
import { MissingImage } from "../image/missing-image";
import { CarouselIsland } from "./carousel-island";
import { type CarouselContent, type CarouselMeta, type CarouselWatermark } from "./definition";

// The carousel (no hooks: server-rendered for the share view). Every slide is in the HTML as a
// horizontal strip that snaps slide by slide, so a reader without JavaScript swipes or scrolls
// through it. CarouselIsland (client) enhances the same markup once it nears the screen: buttons,
// "2 of 5", autoplay. While it does, `data-enhanced` on its root hides the native scrollbar.
// The share view ships no React: its script (lib/share/client/carousel.ts) does the same from the
// viewport's data attributes, labels translated here.

/**
 * The watermark over the images. The spec's transparency is how much shows through: 0 is a fully
 * opaque text, 1 an invisible one, so the text's opacity is 1 - transparency (default 0.5: half).
 */
function Watermark({ watermark }: { watermark: CarouselWatermark }) {
  const text = watermark.enabled ? watermark.text.trim() : "";
  if (!text) return null;
  return (
    // A brand mark over the photos, faint on purpose: decoration, not text to read or announce.
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 grid place-items-center overflow-hidden p-4 select-none">
      <span
        className="text-center leading-tight font-semibold break-words text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]"
        style={{ fontSize: watermark.fontSize, opacity: 1 - watermark.transparency }}
      >
        {text}
      </span>
    </div>
  );
}

export function CarouselView({ block, context }: BlockViewProps<CarouselContent, CarouselMeta>) {
  const meta = block.metaData;
  const slides = meta.slides;
  if (!slides.length) return context.mode === "editor" ? <MissingImage label={context.labels.imageMissing} /> : null;
  return (
    <CarouselIsland count={slides.length} autoplay={meta.autoplay}>
      <div className="relative">
        {/* Focusable so a keyboard can scroll it without JavaScript; the island moves it by arrow keys. */}
        <div
          data-carousel-viewport=""
          data-count={slides.length}
          data-autoplay={meta.autoplay ? "" : undefined}
          data-label-previous={context.labels.text("carousel.previous")}
          data-label-next={context.labels.text("carousel.next")}
          data-label-status={context.labels.text("carousel.status", { current: "{current}", total: "{total}" })}
          data-label-pause={context.labels.text("carousel.pause")}
          data-label-play={context.labels.text("carousel.play")}
          tabIndex={0}
          className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-lg bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 group-data-enhanced/carousel:snap-none group-data-enhanced/carousel:overflow-hidden"
          style={{ height: meta.height }}
        >
          <ul className="m-0 flex h-full list-none p-0 group-data-enhanced/carousel:touch-pan-y group-data-enhanced/carousel:touch-pinch-zoom">
            {slides.map(({ imageId: id, caption: stored }) => {
              const caption = stored.trim();
              const { src, srcSet, sizes, width, height } = imageAttributes(context, id);
              return (
                <li key={id} className="h-full min-w-0 shrink-0 grow-0 basis-full snap-start">
                  <figure className="relative m-0 h-full">
                    {/* eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context */}
                    <img
                      src={src}
                      srcSet={srcSet}
                      sizes={sizes}
                      width={width}
                      height={height}
                      alt={imageAlt(caption, context)}
                      loading="lazy"
                      decoding="async"
                      draggable={false}
                      className="block size-full object-cover"
                    />
                    {caption && (
                      <figcaption className="absolute inset-x-0 bottom-0 bg-black/60 px-3 py-2 text-center text-sm leading-snug text-white">{caption}</figcaption>
                    )}
                  </figure>
                </li>
              );
            })}
          </ul>
        </div>
        <Watermark watermark={meta.watermark} />
      </div>
    </CarouselIsland>
  );
}
