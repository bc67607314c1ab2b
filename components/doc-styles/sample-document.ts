import type { RenderRow } from "@/lib/blocks/render";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { CurrencyCode } from "@/lib/pricing/types";

// The sample document the style editor previews: a cover, headings of every level, paragraphs with a
// link, cards, a price list and a quote, built from the real block types so the preview shows what
// a document in this style looks like. Texts come translated (docStyles.sample); nothing is stored.

export const SAMPLE_TEXT_KEYS = [
  "coverTitle",
  "coverSubtitle",
  "heading1",
  "intro",
  "introLink",
  "heading2",
  "venue",
  "card1Title",
  "card1Text",
  "card2Title",
  "card2Text",
  "heading3",
  "pricesIntro",
  "item1",
  "item2",
  "item3",
  "quoteTitle",
  "quote",
  "quoteAuthor",
] as const;

export type SampleTextKey = (typeof SAMPLE_TEXT_KEYS)[number];

/** The sample's blocks in reading order (the cover as the fixed block), as the renderer takes stored rows. */
export function sampleDocumentRows(text: (key: SampleTextKey) => string, currency: CurrencyCode): RenderRow[] {
  const blocks: { segmentType: string; content: unknown; metaData: unknown }[] = [
    { segmentType: "heading", content: text("heading1"), metaData: { level: 1 } },
    {
      segmentType: "paragraph",
      content: `<p>${escapeHtml(text("intro"))} <a href="https://example.com/">${escapeHtml(text("introLink"))}</a>.</p>`,
      metaData: {},
    },
    { segmentType: "heading", content: text("heading2"), metaData: { level: 2 } },
    { segmentType: "paragraph", content: `<p>${escapeHtml(text("venue"))}</p>`, metaData: {} },
    {
      segmentType: "cards",
      content: null,
      metaData: {
        noColumns: 2,
        showImage: false,
        cardEntryList: ([1, 2] as const).map((n) => ({ imageId: null, title: text(`card${n}Title`), content: text(`card${n}Text`) })),
      },
    },
    { segmentType: "heading", content: text("heading3"), metaData: { level: 3 } },
    { segmentType: "paragraph", content: `<p>${escapeHtml(text("pricesIntro"))}</p>`, metaData: {} },
    {
      segmentType: "pricing-table",
      content: {
        customColumns: [],
        rows: [
          { type: "item", id: "r1", name: text("item1"), price: 48, quantity: 120 },
          { type: "item", id: "r2", name: text("item2"), price: 95, quantity: 120 },
          { type: "item", id: "r3", name: text("item3"), price: 2400, quantity: 1 },
        ],
      },
      metaData: { currency },
    },
    { segmentType: "divider", content: null, metaData: {} },
    { segmentType: "testimonial", content: [{ text: text("quote"), author: text("quoteAuthor") }], metaData: { title: text("quoteTitle") } },
  ];
  const cover: RenderRow = {
    id: "sample-cover",
    segmentType: "cover",
    content: { title: text("coverTitle"), subtitle: text("coverSubtitle"), imageId: null },
    metaData: { height: "small" },
    imageList: [],
    miscFileList: [],
    positionName: "cover",
    parent: null,
    order: 0,
    isFixedBlock: true,
  };
  return [
    cover,
    ...blocks.map((block, order) => ({ ...block, id: `sample-${order}`, imageList: [], miscFileList: [], positionName: null, parent: null, order, isFixedBlock: false })),
  ];
}
