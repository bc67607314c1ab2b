import { describe, expect, it } from "vitest";
import { BLOCK_GROUPS } from "@/lib/blocks/definition";
import { BLOCK_EDITORS } from "@/lib/blocks/editor-registry";
import { BLOCK_TYPES, blockModule } from "@/lib/blocks/registry";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import it_ from "@/messages/it.json";
import tr from "@/messages/tr.json";

// The workspace spec §3 lists 25 segment types, and closing the deal adds the Accept block. Each is
// stored under the type name on the right; the registry must know every one of them (a missing type
// would render "Cannot find block directive for type" in documents that have it) and nothing else.
const SPEC_SEGMENT_TYPES: Record<string, string> = {
  cover: "cover",
  attachment: "attachment",
  "business card": "bizcard",
  cards: "cards",
  cards2: "cards2",
  carousel: "carousel",
  "dinner menu": "dinner-menu",
  divider: "divider",
  "map location": "map-location",
  heading: "heading",
  "floor plan (high-resolution) image": "floor-plan",
  "html code": "html-code",
  image: "image",
  "cover image": "cover-image",
  "logo image": "logo-image",
  "image and text": "image-and-text",
  instagram: "instagram",
  moodboard: "moodboard",
  paragraph: "paragraph",
  placeholder: "placeholder",
  "pricing table": "pricing-table",
  "RSVP form": "rsvp-form",
  testimonial: "testimonial",
  "Vimeo video": "vimeo",
  "YouTube video": "youtube",
  "acceptance and signature": "accept",
};


const LOCALES = { en, tr, de, es, it: it_ } as const;

describe("the block registry", () => {
  it("lists every segment type of the spec, each once, and no other", () => {
    expect(Object.keys(SPEC_SEGMENT_TYPES)).toHaveLength(26);
    const expected = Object.values(SPEC_SEGMENT_TYPES);
    for (const type of expected) expect(blockModule(type), `${type} is registered`).toBeDefined();
    expect([...BLOCK_TYPES].sort()).toEqual([...expected].sort());
    expect(new Set(BLOCK_TYPES).size).toBe(BLOCK_TYPES.length);
  });

  it("has an inline editor, a picker group and a name and description in every language for each type", () => {
    for (const type of BLOCK_TYPES) {
      const { definition } = blockModule(type)!;
      expect(BLOCK_EDITORS[type], `${type} editor`).toBeTypeOf("function");
      expect(BLOCK_GROUPS).toContain(definition.group);
      for (const [locale, messages] of Object.entries(LOCALES)) {
        const names = (messages.blocks as Record<string, { name?: unknown; description?: unknown }>)[type];
        expect(names?.name, `${locale} blocks.${type}.name`).toEqual(expect.any(String));
        if (!definition.hiddenFromPicker) expect(names?.description, `${locale} blocks.${type}.description`).toEqual(expect.any(String));
      }
    }
    expect(Object.keys(BLOCK_EDITORS).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it("gives each type defaults its own schemas accept as they are", () => {
    for (const type of BLOCK_TYPES) {
      const { definition } = blockModule(type)!;
      const { content, metaData } = definition.defaults();
      expect(definition.content.parse(content), `${type} content`).toEqual(content);
      expect(definition.metaData.parse(metaData), `${type} metaData`).toEqual(metaData);
    }
  });
});
