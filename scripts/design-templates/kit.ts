// Building blocks for the starter design templates (scripts/design-templates-build.ts): each helper
// makes one block of the export format (docs/export-format.md) with content and metaData in the
// shape of its type's definition (lib/blocks/types/<type>/definition.ts). Images are named by the
// media keys of design-templates/media.json; the import maps them to the workspace's own images.

import { blockModule } from "@/lib/blocks/registry";
import { computeTable } from "@/lib/pricing/engine";
import type { CurrencyCode, EffectType, PricingContent, PricingMeta, TaxType } from "@/lib/pricing/types";
import type { DocStyleData } from "@/lib/doc-styles/schema";
import type { RsvpMeta } from "@/lib/blocks/types/rsvp-form/schema";

export type Lang = "en" | "tr";
export type Product = "proposal" | "invitation" | "presentation" | "invoice" | "plain";
export type Group = "sales-and-promotion" | "customized-presentation-and-offer" | "project-and-event-management";

/** A block before it gets its key and position in the document. */
export interface BlockDraft {
  segmentType: string;
  content: unknown;
  metaData: unknown;
  fixed?: boolean;
}

const block = (segmentType: string, content: unknown, metaData: unknown = {}): BlockDraft => ({ segmentType, content, metaData });

export function cover(title: string, subtitle: string, image: string | null, meta: { overlay?: number; align?: "left" | "center" | "right"; height?: "small" | "medium" | "large" } = {}): BlockDraft {
  return {
    segmentType: "cover",
    content: { title, subtitle, imageId: image },
    metaData: { overlayOpacity: meta.overlay ?? 0.3, textAlign: meta.align ?? "center", height: meta.height ?? "large" },
    fixed: true,
  };
}

export const heading = (text: string, level: 1 | 2 | 3 = 1, align: "left" | "center" | "right" = "left", fontSize = "100%") => block("heading", text, { level, align, fontSize });

/** Rich text: the HTML of a paragraph (the sanitizer's allow-list: p, strong, em, ul, ol, li, a, br, span). */
export const paragraph = (html: string, fontSize = "100%") => block("paragraph", html, { fontSize });

export const image = (media: string, caption = "", width: number | null = null) =>
  block("image", media, {
    imgCaption: caption,
    hasCaption: caption !== "",
    autoFitWidth: width === null,
    allowWidthChange: true,
    align: "center",
    userSpecifiedWidth: width,
    overlaySettings: { paddingTop: 8, paddingRight: 12, paddingBottom: 8, paddingLeft: 12, borderThickness: 0, borderColor: "#ffffff", width: 50 },
  });

export const imageAndText = (media: string, html: string, side: "left" | "right" = "left", splitterWidth = 45) => block("image-and-text", { imageId: media, html }, { splitterWidth, imageSide: side });

export type Card = [image: string | null, title: string, text: string];

const cardMeta = (list: Card[], columns: number, imageHeight: number) => ({
  noColumns: columns,
  imageHeight,
  cardEntryList: list.map(([imageId, title, content]) => ({ imageId, title, content })),
  showImage: list.some(([imageId]) => imageId !== null),
  showContent: true,
});

export const cards = (list: Card[], columns = 3, imageHeight = 170) => block("cards", null, cardMeta(list, columns, imageHeight));
export const cards2 = (list: Card[], imageHeight = 180) => block("cards2", null, cardMeta(list, 1, imageHeight));

export const divider = (typeName = "line", meta: { opacity?: number; padding?: number; color?: string; thickness?: number } = {}) =>
  block("divider", null, {
    typeName,
    autoColor: meta.color === undefined,
    customColor: meta.color ?? "#c8bfb3",
    verPadding: meta.padding ?? 16,
    horPadding: 0,
    thickness: meta.thickness ?? 1,
    opacity: meta.opacity ?? 0.6,
  });

export const dinnerMenu = (title: string, styleClass: string, courses: [string, string][], bgOpacity = 0.25) =>
  block("dinner-menu", null, { title, styleClass, bgOpacity, menuEntryList: courses.map(([t, c]) => ({ title: t, content: c })) });

export const testimonial = (title: string, entries: [text: string, author: string][]) => block("testimonial", entries.map(([text, author]) => ({ text, author })), { title });

export const moodboard = (text: string, images: string[], colors: string[], layoutType: "grid" | "masonry" | "collage" = "collage") =>
  block("moodboard", { text, imageIds: images }, { layoutType, colors, showText: true, showColorBoxes: true, colorBoxCount: colors.length, roundedBorders: true, showBackgroundPattern: false });

export const carousel = (slides: [image: string, caption: string][], height = 420) =>
  block("carousel", null, { height, slides: slides.map(([imageId, caption]) => ({ imageId, caption })), watermark: { text: "", fontSize: 32, transparency: 0.5, enabled: false }, autoplay: true });

export const mapLocation = (address: string, lat: number, lng: number, zoomLevel = 14) => block("map-location", { address, lat, lng, pinned: true }, { zoomLevel });

export interface Contact {
  name: string;
  title: string;
  company: string;
  email: string;
  phone: string;
  instagram: string;
  website: string;
}

export const bizcard = (contact: Contact) =>
  block("bizcard", null, {
    show: { photo: false, name: true, title: true, company: true, logo: false, email: true, phone: true, instagram: contact.instagram !== "", website: contact.website !== "" },
    contactData: { ...contact, photoId: null },
  });

export const rsvpForm = (meta: RsvpMeta) => block("rsvp-form", null, meta);

// ---- the pricing table ----

export type PriceRow = { section: string; discount?: { title: string; value: number; isAbsolute?: boolean } } | { name: string; description?: string; price: number; qty?: number; tax?: number; columns?: number[] };

export interface PricingOptions {
  currency: CurrencyCode;
  /** Turkish column titles (an empty title shows the reader's language, which for a Turkish offer may be English). */
  lang?: "tr";
  taxType?: TaxType;
  /** SINGLE tax rate in percent. */
  tax?: number;
  effectType?: EffectType;
  customColumns?: { title: string; defaultValue: number }[];
  discounts?: { title: string; value: number; isAbsolute?: boolean }[];
  fees?: { title: string; value: number; isAbsolute?: boolean }[];
  titles?: Partial<Pick<PricingContent, "nameTitle" | "priceTitle" | "qtyTitle" | "totalTitle" | "subTotalTitle" | "grandTotalTitle" | "lineTaxTitle" | "totalWithTaxTitle">>;
  numberFormat?: { decimalSeparator: "." | ","; groupSeparator: "," | "." | " " };
  decimals?: number;
}

const TR_TITLES = { nameTitle: "Kalem", priceTitle: "Birim fiyat", qtyTitle: "Adet", discountTitle: "İndirim", lineTaxTitle: "KDV %", totalWithTaxTitle: "KDV dahil", totalTitle: "Tutar", subTotalTitle: "Ara toplam", grandTotalTitle: "Genel toplam" };

export function pricingTable(rows: PriceRow[], options: PricingOptions): BlockDraft {
  const customColumns = options.customColumns ?? [];
  const content = {
    nameTitle: "",
    priceTitle: "",
    qtyTitle: "",
    discountTitle: "",
    lineTaxTitle: "",
    totalWithTaxTitle: "",
    totalTitle: "",
    subTotalTitle: "",
    grandTotalTitle: "",
    ...(options.lang === "tr" ? TR_TITLES : {}),
    ...options.titles,
    rows: rows.map((row, index) =>
      "section" in row
        ? { type: "section", id: `row${index + 1}`, title: row.section, discounts: row.discount ? [{ isAbsolute: false, ...row.discount }] : [] }
        : {
            type: "item",
            id: `row${index + 1}`,
            name: row.name,
            description: row.description ?? "",
            showDescription: Boolean(row.description),
            price: row.price,
            quantity: row.qty ?? 1,
            tax: row.tax ?? 0,
            discount: 0,
            columns: row.columns ?? customColumns.map((column) => column.defaultValue),
            currency: null,
            catalogItemId: null,
          },
    ),
    customColumns,
    discounts: (options.discounts ?? []).map((entry) => ({ isAbsolute: false, ...entry })),
    fees: (options.fees ?? []).map((entry) => ({ isAbsolute: false, ...entry })),
    lastSubtotalDiscounts: [],
    tax: options.tax ?? 0,
  };
  const metaData = {
    taxType: options.taxType ?? "NONE",
    effectType: options.effectType ?? "TOTAL",
    lineDiscountEnabled: false,
    sectionTotalVisible: true,
    grandTotalVisible: true,
    totalWithTaxColVisible: options.taxType === "MULTIPLE",
    currency: options.currency,
    decimals: options.decimals ?? (options.currency === "TRY" ? 0 : 2),
    currencyRates: {},
    numberFormat: options.numberFormat ? { decimalLength: 2, groupLength: 3, ...options.numberFormat } : null,
    allowCurrencyChange: false,
    rowCurrencies: [options.currency],
  };
  return block("pricing-table", content, metaData);
}

// ---- the document ----

export interface TemplateDefinition {
  /** `<name>`: the folder under design-templates/documents and the thumbnails' file name. */
  name: string;
  title: string;
  lang: Lang;
  product: Product;
  group: Group;
  sectors: string[];
  sortOrder: number;
  style: DocStyleData;
  blocks: BlockDraft[];
}

/** Reads a block through its type's schemas, with media keys swapped for id-shaped stand-ins (the schemas accept ids only). */
export function parseDraft(draft: BlockDraft) {
  const entry = blockModule(draft.segmentType);
  if (!entry) throw new Error(`unknown block type ${draft.segmentType}`);
  return { content: entry.definition.content.parse(draft.content), metaData: entry.definition.metaData.parse(draft.metaData) };
}

/** The document.json of a template (export format, version 1), with the pricing tables' cached totals. */
export function documentFile(template: TemplateDefinition) {
  const cachedData: Record<string, { total: number; currency: CurrencyCode; effectType: EffectType; decimals: number }> = {};
  let flowIndex = 0;
  const segments = template.blocks.map((draft, index) => {
    const key = `s${index + 1}`;
    if (draft.segmentType === "pricing-table") {
      const { content, metaData } = parseDraft(draft) as { content: PricingContent; metaData: PricingMeta };
      const result = computeTable(content, metaData);
      cachedData[key] = { total: result.grandTotal, currency: result.currency, effectType: metaData.effectType, decimals: metaData.decimals };
    }
    const fixed = draft.fixed === true;
    return {
      key,
      parent: null,
      segmentType: draft.segmentType,
      parentIndex: 0,
      order: fixed ? 0 : flowIndex++,
      content: draft.content,
      metaData: draft.metaData,
      imageList: [],
      miscFileList: [],
      positionName: fixed ? "cover" : null,
      isFixedBlock: fixed,
      teamTemplateUserCanEdit: true,
      autoSelectOnHover: false,
      rowCurrencies: null,
    };
  });
  const images = segments.flatMap((segment) => mediaKeysOf(segment));
  return {
    key: template.name,
    title: template.title,
    type: template.product,
    templateType: "TEMPLATE",
    teamTemplate: { published: false, allowAddNewBlocks: true, allowDeleteBlocks: true, original: null },
    archived: false,
    event: { startDate: null, endDate: null, hasStartDate: false, userState: null },
    project: null,
    paperSize: "A4",
    pageMargins: null,
    numberingStyle: "off",
    sidebarVisible: false,
    sidebarWidth: null,
    privateNote: null,
    customCss: null,
    header: null,
    footer: null,
    styleData: template.style,
    cachedData,
    thumbnail: images[0] ?? null,
    segments,
  };
}

/** The media keys a block names in its content or metaData (its definition's mediaIds, read raw as the import does). */
export function mediaKeysOf(segment: { segmentType: string; content: unknown; metaData: unknown }): string[] {
  const definition = blockModule(segment.segmentType)?.definition;
  return definition?.mediaIds ? definition.mediaIds(segment.content as never, segment.metaData as never).filter((key) => typeof key === "string" && key !== "") : [];
}
