import type { ReactNode } from "react";
import type { BlockRenderContext } from "../../definition";
import { imageAttributes } from "../../media-image";
import { pageSteps, sizesOf } from "../image/sizes";
import type { CoverContent, CoverMeta } from "./definition";

// The cover's hero, shared by the view (title and subtitle as text) and the editor (as inputs), so
// the editor shows exactly what a reader sees.

const MIN_HEIGHTS = { small: "min-h-60", medium: "min-h-96", large: "min-h-[36rem]" } as const;
/** The heights of MIN_HEIGHTS in px: the background covers at least that box (object-cover). */
const MIN_HEIGHT_PX = { small: 240, medium: 384, large: 576 } as const;
const ALIGN = { left: "items-start text-left", center: "items-center text-center", right: "items-end text-right" } as const;

export function CoverFrame({ content, meta, context, children }: { content: CoverContent; meta: CoverMeta; context: BlockRenderContext; children: ReactNode }) {
  return (
    <section className={`@container relative isolate flex w-full flex-col justify-center overflow-hidden bg-ink-900 px-6 py-12 text-white sm:px-8 ${MIN_HEIGHTS[meta.height]}`}>
      {content.imageId && (
        // The background is decorative: the title and subtitle carry the meaning (alt="").
        // The cover is the first thing on the page (its largest paint): fetched at once, before other images.
        // eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context
        <img
          {...imageAttributes(
            context,
            content.imageId,
            sizesOf(
              pageSteps().map((step) => ({ ...step, height: MIN_HEIGHT_PX[meta.height] })),
              context.mediaImage?.(content.imageId),
            ),
          )}
          alt=""
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black" style={{ opacity: content.imageId ? meta.overlayOpacity : 0 }} />
      <div className={`flex flex-col gap-3 ${ALIGN[meta.textAlign]}`}>{children}</div>
    </section>
  );
}
