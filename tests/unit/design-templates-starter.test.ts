import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { blockMediaRefs } from "@/lib/blocks/content-media";
import { blockModule } from "@/lib/blocks/registry";
import { SECTORS } from "@/lib/accounts/schemas";
import { DESIGN_GROUPS } from "@/lib/design-templates/schemas";
import { starterFileSchema } from "@/lib/design-templates/starter-format";
import { docStyleBodySchema } from "@/lib/doc-styles/schema";
import { GOOGLE_FONTS } from "@/lib/doc-styles/fonts";
import { documentFileSchema, mediaIndexSchema, type DocumentFile } from "@/lib/documents/archive-format";
import { computeTable } from "@/lib/pricing/engine";
import type { PricingContent, PricingMeta } from "@/lib/pricing/types";

// The shipped starter set (design-templates/, written by scripts/design-templates-build.ts and
// scripts/design-assets.ts) read with the app's own schemas: the loader refuses a broken file at
// start-up and loads nothing, so a mistake here would leave every new installation without templates.

const ROOT = path.resolve(import.meta.dirname, "../../design-templates");
const readJson = (relative: string): unknown => JSON.parse(readFileSync(path.join(ROOT, relative), "utf8"));

const starter = starterFileSchema.parse(readJson("starter.json"));
const media = mediaIndexSchema.parse(readJson("media.json"));
const mediaByKey = new Map(media.media.map((entry) => [entry.key, entry]));
const documents = starter.definitions.map((definition) => ({ definition, file: documentFileSchema.parse(readJson(definition.file)) as DocumentFile }));

/** An id-shaped stand-in for a media key: the block schemas take workspace ids, which the import puts in place of keys. */
const standIn = (key: string) => `c${createHash("sha256").update(key).digest("hex").slice(0, 24)}`;

function swapKeys(value: unknown, keys: Set<string>): unknown {
  if (typeof value === "string") return keys.has(value) ? standIn(value) : value;
  if (Array.isArray(value)) return value.map((item) => swapKeys(item, keys));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swapKeys(v, keys)]));
  return value;
}

describe("starter design templates", () => {
  it("lists at least 14 templates in English and Turkish, covering every group and sector", () => {
    expect(starter.definitions.length).toBeGreaterThanOrEqual(14);
    const langs = new Set(starter.definitions.map((definition) => definition.lang));
    expect([...langs].sort()).toEqual(["en", "tr"]);
    expect(new Set(starter.definitions.map((definition) => definition.group))).toEqual(new Set(DESIGN_GROUPS));
    const sectors = new Set(starter.definitions.flatMap((definition) => definition.sectors.map((entry) => entry.split("-")[0])));
    expect(sectors).toEqual(new Set(SECTORS));
    // Every sector is the best match (score 100 or the template's highest) of at least one template per language.
    for (const lang of ["en", "tr"]) {
      const top = new Set(starter.definitions.filter((definition) => definition.lang === lang).map((definition) => definition.sectors[0].split("-")[0]));
      expect(new Set([...SECTORS].filter((sector) => !top.has(sector)))).toEqual(new Set());
    }
  });

  it("pairs every English template with a Turkish one of the same product and group", () => {
    const key = (definition: (typeof starter.definitions)[number]) => `${definition.file.replace(/-(en|tr)\/document\.json$/, "")}|${definition.product}|${definition.group}`;
    const en = starter.definitions.filter((definition) => definition.lang === "en").map(key).sort();
    const tr = starter.definitions.filter((definition) => definition.lang === "tr").map(key).sort();
    expect(tr).toEqual(en);
  });

  it("gives every definition its thumbnails, named after its document", () => {
    for (const { definition } of documents) {
      const name = definition.file.split("/")[1];
      expect(definition.thumb).toBe(`/design-templates/${name}.webp`);
      expect(definition.thumbnailLandscape).toBe(`/design-templates/${name}-landscape.webp`);
    }
  });

  it("ships every image it lists, byte for byte, within the library's storage rules", async () => {
    let total = 0;
    for (const entry of media.media) {
      const bytes = readFileSync(path.join(ROOT, entry.file));
      total += bytes.length;
      expect(createHash("sha256").update(bytes).digest("hex"), entry.file).toBe(entry.checksum);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height], entry.file).toEqual([entry.width, entry.height]);
      expect(Math.max(entry.width, entry.height)).toBeLessThanOrEqual(2000);
      expect(meta.exif ?? meta.xmp ?? meta.iptc, entry.file).toBeUndefined();
      expect(entry.file).toBe(`media/${entry.key}.${meta.format === "jpeg" ? "jpg" : meta.format}`);
    }
    expect(total).toBeLessThan(4 * 1024 * 1024);
  });

  describe.each(documents.map(({ definition, file }) => [definition.file.split("/")[1], definition, file] as const))("%s", (_name, definition, file) => {
    it("is a document of the definition's product with a valid, catalogued style", () => {
      expect(file.type).toBe(definition.product);
      expect(file.title).toBe(definition.title);
      const style = docStyleBodySchema.parse(file.styleData);
      const catalogue = new Set(GOOGLE_FONTS.map((font) => font.family));
      for (const font of Object.values(style.fonts)) {
        expect(font.source).toBe("google");
        expect(catalogue.has(font.family), font.family).toBe(true);
      }
    });

    it("has a cover with an image and blocks that pass their type's schema", () => {
      const covers = file.segments.filter((segment) => segment.isFixedBlock);
      expect(covers).toHaveLength(1);
      expect(covers[0]).toMatchObject({ segmentType: "cover", positionName: "cover", parent: null });
      expect(mediaByKey.has((covers[0].content as { imageId: string }).imageId)).toBe(true);
      expect(file.segments.length).toBeGreaterThanOrEqual(10);
      for (const segment of file.segments) {
        const entry = blockModule(segment.segmentType);
        expect(entry, segment.segmentType).toBeDefined();
        const refs = new Set(blockMediaRefs(segment));
        for (const ref of refs) expect(mediaByKey.has(ref), `${segment.key}: ${ref}`).toBe(true);
        const content = entry!.definition.content.safeParse(swapKeys(segment.content, refs));
        const metaData = entry!.definition.metaData.safeParse(swapKeys(segment.metaData, refs));
        expect(content.success, `${segment.key} content: ${content.error?.message}`).toBe(true);
        expect(metaData.success, `${segment.key} metaData: ${metaData.error?.message}`).toBe(true);
      }
      if (file.thumbnail) expect(mediaByKey.has(file.thumbnail)).toBe(true);
    });

    it("caches the totals its pricing tables compute", () => {
      for (const segment of file.segments.filter((s) => s.segmentType === "pricing-table")) {
        const definitionModule = blockModule("pricing-table")!.definition;
        const result = computeTable(definitionModule.content.parse(segment.content) as PricingContent, definitionModule.metaData.parse(segment.metaData) as PricingMeta);
        expect(file.cachedData[segment.key]).toMatchObject({ total: result.grandTotal, currency: result.currency });
        expect(result.grandTotal).toBeGreaterThan(0);
      }
    });

    it("has no placeholder text", () => {
      const text = JSON.stringify(file.segments);
      expect(text).not.toMatch(/lorem ipsum|company name|your name here|TODO/i);
    });
  });

  it("names only thumbnails that exist, once they have been generated", () => {
    const publicDir = path.resolve(ROOT, "../public");
    const present = starter.definitions.filter((definition) => existsSync(path.join(publicDir, definition.thumb!)));
    // The thumbnails are rendered from a running app (scripts/design-thumbnails.ts): all or none.
    expect([0, starter.definitions.length]).toContain(present.length);
  });
});
