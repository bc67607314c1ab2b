import type { CSSProperties } from "react";
import type { BlockRenderContext, BlockViewProps } from "../../definition";
import { imageAttributes } from "../../media-image";
import { MissingImage } from "../image/missing-image";
import { PAGE_BREAKPOINT, PAGE_WIDTH, sizesOf, type SizeStep } from "../image/sizes";
import type { MoodboardContent, MoodboardLayout, MoodboardMeta } from "./definition";

// The moodboard (no hooks: server-rendered for the share view). Layouts use container queries so
// the editor canvas, a phone and a printed page all get a sensible number of columns.

const LIST: Record<MoodboardLayout, string> = {
  grid: "grid grid-cols-2 gap-2 @lg:grid-cols-3",
  masonry: "columns-2 gap-2 @lg:columns-3",
  collage: "grid grid-cols-2 auto-rows-[7rem] gap-2 @lg:grid-cols-4 @lg:auto-rows-[9rem]",
};

/** Per image: square tiles (grid), natural heights (masonry), the first image large (collage). */
const itemClass = (layout: MoodboardLayout, index: number) =>
  layout === "grid" ? "aspect-square" : layout === "masonry" ? "mb-2 break-inside-avoid" : index === 0 ? "col-span-2 row-span-2" : "";

const imageClass = (layout: MoodboardLayout) => (layout === "masonry" ? "block h-auto w-full" : "block size-full object-cover");

/** The board's padding with a pattern (p-4 a side), the tiles' gap (gap-2), the collage's rows (7rem, 9rem from @lg). */
const PATTERN_PADDING = 32;
const GAP = 8;
const COLLAGE_ROW = { narrow: 112, wide: 144 } as const;

/**
 * How wide a tile shows its image: 2 columns on a narrow board, 3 (grid, masonry) or 4 (collage)
 * from a 32rem board, assumed only from a 620 px viewport (page margins of up to 30 px a side and
 * the pattern's padding), so the guess errs wide; the collage's first tile spans 2 columns and
 * 2 rows. Grid and collage tiles crop (object-cover) to their box.
 */
export function moodboardSteps(meta: MoodboardMeta, index: number): SizeStep[] {
  const board = PAGE_WIDTH - (meta.showBackgroundPattern ? PATTERN_PADDING : 0);
  if (meta.layoutType !== "collage") {
    const ratio = meta.layoutType === "grid" ? 1 : undefined;
    return [
      { from: PAGE_BREAKPOINT, px: (board - 2 * GAP) / 3, ratio },
      { from: 620, vw: 34, ratio },
      { from: 0, vw: 50, ratio },
    ];
  }
  const column = (board - 3 * GAP) / 4;
  const span = index === 0 ? 2 : 1;
  const tall = (row: number) => span * row + (span - 1) * GAP;
  return [
    { from: PAGE_BREAKPOINT, px: span * column + (span - 1) * GAP, height: tall(COLLAGE_ROW.wide) },
    { from: 620, vw: 25 * span, height: tall(COLLAGE_ROW.wide) },
    { from: 0, vw: 50 * span, height: tall(COLLAGE_ROW.narrow) },
  ];
}

/** A faint dotted pattern in the palette's first colour; the colours are validated #hex. */
const pattern = (meta: MoodboardMeta): CSSProperties | undefined =>
  meta.showBackgroundPattern
    ? { backgroundImage: `radial-gradient(${meta.colors[0]} 1.5px, transparent 1.5px)`, backgroundSize: "18px 18px", backgroundColor: "#fffdfa" }
    : undefined;

function Images({ ids, meta, context }: { ids: string[]; meta: MoodboardMeta; context: BlockRenderContext }) {
  const round = meta.roundedBorders ? "rounded-xl" : "";
  return (
    <ul className={`m-0 list-none p-0 ${LIST[meta.layoutType]}`}>
      {ids.map((id, index) => (
        <li key={`${id}-${index}`} className={`overflow-hidden ${round} ${itemClass(meta.layoutType, index)}`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context */}
          <img {...imageAttributes(context, id, sizesOf(moodboardSteps(meta, index), context.mediaImage?.(id)))} alt={context.labels.imageAlt} loading="lazy" decoding="async" className={imageClass(meta.layoutType)} />
        </li>
      ))}
    </ul>
  );
}

export function MoodboardView({ block, context }: BlockViewProps<MoodboardContent, MoodboardMeta>) {
  const meta = block.metaData;
  const { imageIds } = block.content;
  const text = meta.showText ? block.content.text.trim() : "";
  const boxes = meta.showColorBoxes ? meta.colors.slice(0, meta.colorBoxCount) : [];
  const editing = context.mode === "editor";
  if (!editing && !imageIds.length && !text && !boxes.length) return null;
  const round = meta.roundedBorders ? "rounded-xl" : "";
  return (
    <div className={`@container flex flex-col gap-4 ${meta.showBackgroundPattern ? `p-4 ${round}` : ""}`} style={pattern(meta)}>
      {imageIds.length ? <Images ids={imageIds} meta={meta} context={context} /> : editing && <MissingImage label={context.labels.imageMissing} />}
      {boxes.length > 0 && (
        <ul className="m-0 flex list-none flex-wrap gap-3 p-0">
          {boxes.map((color, index) => (
            <li key={`${color}-${index}`} className="flex flex-col items-center gap-1">
              <span aria-hidden="true" className={`block size-14 border border-black/10 ${round}`} style={{ backgroundColor: color }} />
              <span className="font-mono text-xs text-ink-700 uppercase">{color}</span>
            </li>
          ))}
        </ul>
      )}
      {text && <p className="m-0 text-sm leading-relaxed whitespace-pre-line text-ink-800">{text}</p>}
    </div>
  );
}
