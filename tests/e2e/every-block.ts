import sharp from "sharp";
import { expect, type APIRequestContext } from "@playwright/test";

// A document holding every block type with real content (long names, long words, several currencies),
// for the tests that check what a client sees: its images and file are uploaded through the API as a
// planner would, and the blocks are added in reading order.

async function upload(request: APIRequestContext, teamId: string, name: string, color: string, size = { width: 1200, height: 800 }) {
  const buffer = await sharp({ create: { ...size, channels: 3, background: color } }).jpeg().toBuffer();
  const response = await request.post(`/api/team/${teamId}/media`, { multipart: { file: { name, mimeType: "image/jpeg", buffer } }, timeout: 60_000 });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { attachmentId: string }).attachmentId;
}

const LONG_WORD = "Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherung";

const item = (id: string, name: string, price: number, quantity: number, columns: number[], description = "") => ({
  type: "item",
  id,
  name,
  description,
  showDescription: description !== "",
  price,
  quantity,
  tax: 0,
  discount: 0,
  columns,
  currency: null,
  catalogItemId: null,
});

function pricingTable(currency: "EUR" | "USD", days: boolean) {
  const columns = days ? [{ title: "Days", defaultValue: 1 }] : [];
  const day = (value: number) => (days ? [value] : []);
  return {
    content: {
      nameTitle: "",
      priceTitle: "",
      qtyTitle: "",
      discountTitle: "",
      lineTaxTitle: "",
      totalWithTaxTitle: "",
      totalTitle: "",
      subTotalTitle: "",
      grandTotalTitle: "",
      rows: [
        { type: "section", id: "s1", title: "Ceremony and reception", discounts: [] },
        item("r1", "Venue hire: Villa Cimbrone terrace and gardens, exclusive use", 12_500, 1, day(2), "Exclusive use from 10:00 to 02:00, with the rose garden for the aperitivo"),
        item("r2", "Four-course dinner with wine pairing", 185, 120, day(1), "Seasonal Amalfi menu by the villa's chef"),
        item("r3", "Floral design", 4_800, 1, day(1)),
        { type: "section", id: "s2", title: "Guests", discounts: [{ isAbsolute: false, title: "Group rate", value: 10 }] },
        item("r4", "Shuttle boats Positano–Ravello", 950, 3, day(2), "Return trips, captain included"),
        item("r5", "Welcome bags", 38.5, 120, day(1)),
        item("r6", LONG_WORD, 1_234_567.89, 1, day(1)),
      ],
      customColumns: columns,
      discounts: [{ isAbsolute: false, title: "Early booking", value: 5 }],
      fees: [{ isAbsolute: true, title: "Service fee", value: 750 }],
      lastSubtotalDiscounts: [],
      tax: 22,
    },
    metaData: {
      taxType: "SINGLE",
      effectType: "TOTAL",
      lineDiscountEnabled: false,
      sectionTotalVisible: true,
      grandTotalVisible: true,
      totalWithTaxColVisible: false,
      currency,
      decimals: 2,
      currencyRates: {},
      numberFormat: null,
      allowCurrencyChange: false,
      rowCurrencies: [currency],
    },
  };
}

export async function everyBlock(request: APIRequestContext, teamId: string, documentId: string) {
  const [sea, garden, dusk, plan] = await Promise.all([
    upload(request, teamId, "sea.jpg", "#4f7ea8"),
    upload(request, teamId, "garden.jpg", "#6f8f5a"),
    upload(request, teamId, "dusk.jpg", "#b86f52", { width: 800, height: 1200 }),
    upload(request, teamId, "floor-plan.jpg", "#e9e4da", { width: 2000, height: 1400 }),
  ]);
  const fileUpload = await request.post(`/api/team/${teamId}/misc-file`, {
    multipart: { file: { name: "Wedding-weekend-timeline-final-version-2027.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%EOF\n") } },
  });
  expect(fileUpload.status(), await fileUpload.text()).toBe(201);
  const file = (await fileUpload.json()) as { _id?: string; id?: string; size?: number };
  const fileId = (file._id ?? file.id)!;

  const card = (imageId: string | null, title: string, content: string) => ({ imageId, title, content });
  const cardMeta = (columns: number) => ({
    noColumns: columns,
    imageHeight: 170,
    showImage: true,
    showContent: true,
    cardEntryList: [card(sea, "The sea terrace", "Aperitivo at sunset"), card(garden, "The rose garden", "Ceremony under the pergola"), card(dusk, LONG_WORD, "A very long word")],
  });
  const blocks: Record<string, unknown>[] = [
    { segmentType: "logo-image", content: null, metaData: { size: 120, align: "center" } },
    { segmentType: "heading", content: `Your proposal, ${LONG_WORD}`, metaData: { level: 1, align: "left", fontSize: "100%" } },
    {
      segmentType: "paragraph",
      content: `<p>Dear Giulia and Marco, thank you for the lovely call. Everything is at <a href="https://example.test/a/very/long/address/that/should/wrap/on/a/phone/screen/without/pushing/the/page">https://example.test/a/very/long/address/that/should/wrap/on/a/phone/screen/without/pushing/the/page</a>. ${LONG_WORD}.</p>`,
      metaData: { fontSize: "100%" },
    },
    { segmentType: "image", content: garden, metaData: { imgCaption: "The rose garden", hasCaption: true, autoFitWidth: true, allowWidthChange: true, align: "center", userSpecifiedWidth: null } },
    { segmentType: "image-and-text", content: { imageId: dusk, html: "<p>Golden hour on the terrace, with the bay below.</p>" }, metaData: { splitterWidth: 45, imageSide: "left" } },
    { segmentType: "cover-image", content: sea, metaData: { height: 320, focal: "center" } },
    { segmentType: "cards", content: null, metaData: cardMeta(3) },
    { segmentType: "cards2", content: null, metaData: cardMeta(1) },
    { segmentType: "pricing-table", ...pricingTable("EUR", true) },
    { segmentType: "pricing-table", ...pricingTable("USD", false) },
    {
      segmentType: "carousel",
      content: null,
      metaData: { height: 420, autoplay: false, slides: [{ imageId: sea, caption: "The bay" }, { imageId: garden, caption: "The garden" }], watermark: { text: "", fontSize: 32, transparency: 0.5, enabled: false } },
    },
    {
      segmentType: "moodboard",
      content: { text: "Soft terracotta, olive and sea blue", imageIds: [sea, garden, dusk] },
      metaData: { layoutType: "collage", colors: ["#b86f52", "#6f8f5a", "#4f7ea8"], showText: true, showColorBoxes: true, colorBoxCount: 3, roundedBorders: true, showBackgroundPattern: false },
    },
    {
      segmentType: "dinner-menu",
      content: null,
      metaData: { title: "Dinner", styleClass: "classic", bgOpacity: 0.25, menuEntryList: [{ title: "Antipasto", content: "Burrata, heirloom tomatoes, basil oil" }, { title: "Primo", content: LONG_WORD }] },
    },
    { segmentType: "floor-plan", content: { imageId: plan, caption: "Terrace seating for 120" }, metaData: { height: 500 } },
    { segmentType: "map-location", content: { address: "Villa Cimbrone, Via Santa Chiara 26, 84010 Ravello SA, Italy", lat: 40.6473, lng: 14.6124, pinned: true }, metaData: { zoomLevel: 14 } },
    { segmentType: "testimonial", content: [{ text: "They thought of everything. Our guests still talk about the boats.", author: "Anna & Luca, Positano 2025" }], metaData: { title: "Kind words" } },
    {
      segmentType: "bizcard",
      content: null,
      metaData: {
        show: { photo: false, name: true, title: true, company: true, logo: false, email: true, phone: true, instagram: true, website: true },
        contactData: { name: "Giulia Bianchi", title: "Lead planner", company: "Bianchi Weddings", email: "giulia.bianchi.weddings@example.test", phone: "+39 333 123 4567", instagram: "bianchiweddings", website: "https://bianchi-weddings.example.test", photoId: null },
      },
    },
    { segmentType: "attachment", content: { title: "Documents", files: [{ fileId, name: "Wedding-weekend-timeline-final-version-2027.pdf", size: file.size ?? 15 }] }, metaData: {}, miscFileList: [fileId] },
    { segmentType: "youtube", content: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", metaData: { startInSeconds: 0 } },
    { segmentType: "vimeo", content: "https://vimeo.com/76979871", metaData: {} },
    { segmentType: "instagram", content: { text: "Follow our weddings" }, metaData: { handleOverride: "bianchiweddings" } },
    { segmentType: "divider", content: null, metaData: { typeName: "line", autoColor: true, customColor: "#c8bfb3", verPadding: 16, horPadding: 0, thickness: 1, opacity: 0.6 } },
    { segmentType: "html-code", content: "<table><tr><td>Arrival</td><td>Friday 16:00</td></tr></table>", metaData: {} },
    { segmentType: "placeholder", content: "More to come", metaData: {} },
    { segmentType: "rsvp-form", content: null },
  ];
  const cover = await request.post(`/api/document/${documentId}/fixed-block`, {
    data: { positionName: "cover", segmentType: "cover", content: { title: "Giulia & Marco, Ravello 2027", subtitle: "A wedding weekend on the Amalfi coast", imageId: sea }, metaData: { overlayOpacity: 0.3, textAlign: "center", height: "large" } },
  });
  expect(cover.status(), await cover.text()).toBe(201);
  for (const block of blocks) {
    const added = await request.post(`/api/document/${documentId}/segment`, { data: block });
    expect(added.status(), `${String(block.segmentType)}: ${await added.text()}`).toBe(201);
  }
}
