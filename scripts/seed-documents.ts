// Demo content for `npm run db:seed`. Block content follows the segment types of the workspace spec;
// the block registry (editor issue) validates these shapes.
type Block = { type: string; content: string; metaData?: Record<string, string | number> };
type DemoDocument = { title: string; type: "proposal" | "invoice" | "presentation" | "plain"; eventInDays?: number; blocks: Block[] };

export const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    title: "Villa Cimbrone wedding proposal",
    type: "proposal",
    eventInDays: 120,
    blocks: [
      { type: "heading", content: "A September wedding on the Amalfi Coast", metaData: { level: 1 } },
      { type: "paragraph", content: "<p>Dear Sofia and James, thank you for inviting us to plan your celebration. Below you will find our proposal for a three-day wedding weekend at Villa Cimbrone, Ravello.</p>" },
      { type: "heading", content: "Your weekend at a glance", metaData: { level: 2 } },
      { type: "paragraph", content: "<ul><li>Friday: welcome aperitivo on the Terrace of Infinity</li><li>Saturday: ceremony in the rose garden, dinner under the stars</li><li>Sunday: farewell brunch by the sea</li></ul>" },
      { type: "divider", content: "", metaData: { typeName: "line", thickness: 1, opacity: 0.4 } },
    ],
  },
  {
    title: "Garden party catering offer",
    type: "proposal",
    eventInDays: 45,
    blocks: [
      { type: "heading", content: "Seasonal garden menu for 80 guests", metaData: { level: 1 } },
      { type: "paragraph", content: "<p>A relaxed, family-style menu built around what our farmers harvest in June.</p>" },
    ],
  },
  {
    title: "Floral design invoice — Hartley wedding",
    type: "invoice",
    blocks: [
      { type: "heading", content: "Invoice", metaData: { level: 1 } },
      { type: "paragraph", content: "<p>Bridal bouquet, six bridesmaid bouquets, ceremony arch and twelve table centrepieces.</p>" },
    ],
  },
];
