import { z } from "zod";
import { clampedNumber, flag, mediaId, metaObject, text } from "../../schema-helpers";
import { MAX_CARDS } from "./rules";

// The metaData the two card blocks share (workspace spec §3 "cards", §9 "3 columns, image height
// 150"): noColumns (1-4), imageHeight in px (50-600), cardEntryList, showImage, showContent.
// content is not used: the cards live in metaData under the spec's names.

export const CARD_TITLE_MAX = 200;
export const CARD_CONTENT_MAX = 2000;
export const CARD_COLUMNS = [1, 2, 3, 4] as const;
export const CARD_IMAGE_HEIGHT = { min: 50, max: 600 } as const;

const card = metaObject({
  imageId: mediaId,
  title: text(CARD_TITLE_MAX),
  content: text(CARD_CONTENT_MAX),
});

export type CardEntry = z.output<typeof card>;

export const emptyCard = (): CardEntry => ({ imageId: null, title: "", content: "" });

/** Missing (or null) list: the default cards. An empty or over-long list is refused (400), never stored. */
const cardEntryList = (count: number) =>
  z
    .array(card)
    .min(1)
    .max(MAX_CARDS)
    .nullish()
    .transform((cards) => cards ?? Array.from({ length: count }, emptyCard));

export const cardsMetaSchema = (defaultColumns: number, defaultCount: number) =>
  metaObject({
    noColumns: clampedNumber(1, 4, defaultColumns).transform(Math.round),
    imageHeight: clampedNumber(CARD_IMAGE_HEIGHT.min, CARD_IMAGE_HEIGHT.max, 150).transform(Math.round),
    cardEntryList: cardEntryList(defaultCount),
    showImage: flag(true),
    showContent: flag(true),
  });

export type CardsMeta = z.output<ReturnType<typeof cardsMetaSchema>>;

// Nothing is stored in content (as the divider): anything a string or null becomes null.
export const cardsContentSchema = z
  .string()
  .nullish()
  .transform(() => null);

export type CardsContent = z.output<typeof cardsContentSchema>;

/** The cards' image ids (metaData.cardEntryList[].imageId), read defensively: import calls it on unparsed metaData. */
export const cardMediaIds = (_content: unknown, metaData: unknown): string[] => {
  const list = metaData && typeof metaData === "object" ? (metaData as { cardEntryList?: unknown }).cardEntryList : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const imageId = entry && typeof entry === "object" ? (entry as { imageId?: unknown }).imageId : null;
    return typeof imageId === "string" ? [imageId] : [];
  });
};

export const cardsDefaults = (noColumns: number, count: number) => ({
  content: null,
  metaData: { noColumns, imageHeight: 150, cardEntryList: Array.from({ length: count }, emptyCard), showImage: true, showContent: true } satisfies CardsMeta,
});
