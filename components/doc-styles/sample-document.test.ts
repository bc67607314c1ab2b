import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BlockRenderContext } from "@/lib/blocks/definition";
import { blockModule } from "@/lib/blocks/registry";
import { BlockTree } from "@/lib/blocks/render";
import en from "@/messages/en.json";
import { SAMPLE_TEXT_KEYS, sampleDocumentRows } from "./sample-document";

const text = (key: (typeof SAMPLE_TEXT_KEYS)[number]) => en.docStyles.sample[key];
const rows = sampleDocumentRows(text, "EUR");

const context: BlockRenderContext = {
  mediaUrl: () => "",
  fileUrl: () => "",
  team: { name: "Team", logoId: null, instagram: null, defaultCurrency: "EUR", numberFormat: { decimalSeparator: ".", groupSeparator: "," } },
  numbering: new Map(),
  mode: "view",
  labels: { unknownType: (type) => type, imageMissing: "", placeholder: "", logoMissing: "", imageAlt: "", emptyHint: () => "", text: (key) => key },
};

describe("the style editor's sample document", () => {
  it("has a text for every key in English", () => {
    expect(Object.keys(en.docStyles.sample).sort()).toEqual([...SAMPLE_TEXT_KEYS].sort());
  });

  it("is made of stored rows every block schema accepts as they are", () => {
    for (const row of rows) {
      const definition = blockModule(row.segmentType)?.definition;
      expect(definition, row.segmentType).toBeDefined();
      expect(definition!.content.safeParse(row.content).success, `${row.segmentType} content`).toBe(true);
      expect(definition!.metaData.safeParse(row.metaData).success, `${row.segmentType} metaData`).toBe(true);
    }
    expect(rows.filter((row) => row.isFixedBlock).map((row) => row.segmentType)).toEqual(["cover"]);
  });

  it("renders the cover title and every heading level with the style's hooks, a link, cards, prices and a quote", () => {
    const html = renderToStaticMarkup(createElement(BlockTree, { rows, context }));
    for (const hook of ["doc-h1", "doc-h2", "doc-h3", "doc-h4"]) expect(html).toContain(hook);
    expect(html).toContain(`href="https://example.com/"`);
    expect(html).toContain(en.docStyles.sample.card2Title);
    expect(html).toContain(en.docStyles.sample.item3);
    expect(html).toContain(en.docStyles.sample.quoteAuthor);
  });
});
