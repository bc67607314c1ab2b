// The proposal the PDF benchmark prints: 40 blocks in the proportions of a real one (headings,
// text, photos, image and text, cards, a menu, quotes, dividers and two priced tables), as the
// editor's API takes them (POST /api/document/{id}/segment). Kept apart from the script so a test
// can check that the API accepts every block.

export type BenchBlock = { segmentType: string; content: unknown; metaData?: unknown; imageList?: string[] };

const PATTERN = ["heading", "paragraph", "image", "paragraph", "image-and-text", "divider", "cards", "paragraph", "testimonial", "dinner-menu", "pricing-table", "paragraph"] as const;

const paragraph = (n: number) =>
  `<p>Paragraph ${n}: welcome to the <strong>summer gala</strong> at Villa Aurelia. Drinks are served on the terrace from seven, dinner at eight in the great hall, with live music until late. Shuttles leave the hotel every twenty minutes from half past six, and the last one returns at one.</p>`;

function pricingTable(n: number) {
  const items = ["Venue hire", "Dinner (per guest)", "Wine pairing", "Live band", "Florals", "Photographer"];
  return {
    content: {
      rows: items.map((name, i) => ({
        type: "item",
        id: `r${n}-${i}`,
        name,
        description: `${name} for the evening of the gala`,
        showDescription: i % 2 === 0,
        price: [4800, 95, 38, 2600, 1450, 1900][i],
        quantity: [1, 120, 120, 1, 1, 1][i],
        tax: 0,
        discount: 0,
        columns: [1],
        currency: null,
        catalogItemId: null,
      })),
      customColumns: [{ title: "", defaultValue: 1 }],
      discounts: [],
      fees: [],
      lastSubtotalDiscounts: [],
      tax: 0,
    },
  };
}

/** The 40 blocks; `images` are library media ids of the workspace (at least one). */
export function pdfBenchBlocks(images: readonly string[], count = 40): BenchBlock[] {
  return Array.from({ length: count }, (_, n): BenchBlock => {
    const type = PATTERN[n % PATTERN.length];
    const image = images[n % images.length];
    switch (type) {
      case "heading":
        return { segmentType: type, content: `Section ${n / PATTERN.length + 1}: the evening programme`, metaData: { level: 1, align: "left", fontSize: "100%" } };
      case "paragraph":
        return { segmentType: type, content: paragraph(n) };
      case "image":
        return { segmentType: type, content: image, imageList: [image] };
      case "image-and-text":
        return { segmentType: type, content: { imageId: image, html: `<p>The great hall seats 240 guests at round tables of ten (${n}).</p>` }, imageList: [image] };
      case "divider":
        return { segmentType: type, content: null };
      case "cards": {
        const cardImages = [0, 1, 2].map((i) => images[(n + i) % images.length]);
        return {
          segmentType: type,
          content: null,
          metaData: {
            noColumns: 3,
            imageHeight: 150,
            showImage: true,
            showContent: true,
            cardEntryList: ["Terrace", "Great hall", "Garden"].map((title, i) => ({ imageId: cardImages[i], title, content: `${title}: up to ${80 + i * 40} guests.` })),
          },
          imageList: cardImages,
        };
      }
      case "testimonial":
        return { segmentType: type, content: [{ text: `An evening our guests still talk about. Flawless from the first glass to the last dance (${n}).`, author: "Giulia and Marco" }], metaData: { title: "Kind words" } };
      case "dinner-menu":
        return {
          segmentType: type,
          content: null,
          metaData: { title: "Dinner", styleClass: "classic", bgOpacity: 0.1, menuEntryList: ["Antipasti", "Risotto", "Sea bass", "Tiramisu"].map((title) => ({ title, content: `${title} of the season, paired with local wines.` })) },
        };
      case "pricing-table":
        return { segmentType: type, ...pricingTable(n) };
    }
  });
}
