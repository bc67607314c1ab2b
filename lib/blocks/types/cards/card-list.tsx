import type { BlockRenderContext } from "../../definition";
import { imageAttributes } from "../../media-image";
import { MissingImage } from "../image/missing-image";
import { PAGE_BREAKPOINT, PAGE_WIDTH, sizesOf, type SizeStep } from "../image/sizes";
import type { CardEntry, CardsMeta } from "./schema";

// The one renderer of both card blocks (no hooks: server-rendered for the share view). "vertical"
// (cards): image above the text. "horizontal" (cards2): image left, text right once the card is
// wide enough. Columns collapse on narrow containers (editor canvas, phone, printed page) through
// container queries, not the window's width.

export type CardsLayout = "vertical" | "horizontal";

// Full class names (Tailwind only generates classes it finds written out).
const COLUMNS: Record<number, string> = {
  1: "",
  2: "@lg:grid-cols-2",
  3: "@lg:grid-cols-2 @3xl:grid-cols-3",
  4: "@lg:grid-cols-2 @3xl:grid-cols-4",
};

/** A card's padding (p-3) and border, and the gap between cards (gap-4), in px. */
const CARD_CHROME = 26;
const CARD_GAP = 16;
/** A horizontal card puts its image beside the text (2/5 of the card) from a 24rem card up (@sm). */
const SIDE_BY_SIDE_MIN = 384;

/**
 * How wide a card's image is shown. On the 820 px page all columns fit (the @3xl container);
 * below, the viewport thresholds sit above the container's (page margins of up to 30 px a side),
 * so between them the estimate is too wide rather than blurry.
 */
export function cardImageSteps(columns: number, horizontal: boolean, height: number): SizeStep[] {
  const inner = (PAGE_WIDTH - CARD_GAP * (columns - 1)) / columns - CARD_CHROME;
  const desktop = horizontal && inner >= SIDE_BY_SIDE_MIN ? inner * 0.4 : inner;
  const steps: SizeStep[] = [{ from: PAGE_BREAKPOINT, px: desktop }];
  if (columns >= 3) steps.push({ from: 840, vw: 100 / columns });
  if (columns >= 2) steps.push({ from: 580, vw: 50 });
  if (horizontal) steps.push({ from: 480, vw: 40 });
  steps.push({ from: 0, vw: 100 });
  return steps.map((step) => ({ ...step, height }));
}

const isEmpty = (card: CardEntry) => !card.imageId && !card.title.trim() && !card.content.trim();

function CardImage({ card, meta, context, horizontal }: { card: CardEntry; meta: CardsMeta; context: BlockRenderContext; horizontal: boolean }) {
  const frame = horizontal ? "w-full shrink-0 @sm:w-2/5" : "w-full";
  if (!card.imageId) {
    return context.mode === "editor" ? (
      <div className={frame}>
        <MissingImage label={context.labels.imageMissing} className="min-h-0" />
      </div>
    ) : null;
  }
  return (
    <div className={frame}>
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context */}
      <img
        {...imageAttributes(context, card.imageId, sizesOf(cardImageSteps(meta.noColumns, horizontal, meta.imageHeight), context.mediaImage?.(card.imageId)))}
        alt={card.title.trim() || context.labels.imageAlt}
        loading="lazy"
        decoding="async"
        className="block w-full rounded-md object-cover"
        style={{ height: meta.imageHeight }}
      />
    </div>
  );
}

// Cards sit on the style's second background, their text black or white by contrast (doc styles).
export function CardList({ meta, context, layout }: { meta: CardsMeta; context: BlockRenderContext; layout: CardsLayout }) {
  const editing = context.mode === "editor";
  // Readers never see an empty card; the author sees every card, to fill it in.
  const cards = editing ? meta.cardEntryList : meta.cardEntryList.filter((card) => !isEmpty(card));
  if (!cards.length) return null;
  const horizontal = layout === "horizontal";
  return (
    <div className="@container">
      <ul className={`m-0 grid list-none grid-cols-1 gap-4 p-0 ${COLUMNS[meta.noColumns] ?? ""}`}>
        {cards.map((card, index) => (
          <li key={index} className="@container min-w-0 rounded-[var(--doc-radius,0.5rem)] border border-ink-200/70 bg-[var(--doc-bg2,white)] p-3 text-[var(--doc-on-bg2,var(--color-ink-900))]">
            <article className={`flex flex-col gap-3 ${horizontal ? "@sm:flex-row @sm:items-start" : ""}`}>
              {meta.showImage && <CardImage card={card} meta={meta} context={context} horizontal={horizontal} />}
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                {card.title.trim() && <h3 className="m-0 text-base leading-snug font-semibold">{card.title}</h3>}
                {meta.showContent && card.content.trim() && <p className="m-0 text-sm leading-relaxed whitespace-pre-line opacity-85">{card.content}</p>}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
