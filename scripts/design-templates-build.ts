// Writes the starter design templates: design-templates/documents/<name>/document.json (one document
// in the export format each, docs/export-format.md) and design-templates/starter.json (the
// definitions the loader reads). The content lives in scripts/design-templates/*.ts; the artwork
// comes from scripts/design-assets.ts (run it first when the artwork changes).
//
//   npx tsx scripts/design-templates-build.ts
//
// Every document is checked before anything is written: the archive schema, each block through its
// type's definition, the style through docStyleBodySchema, and every media key against media.json.
// tests/unit/design-templates-starter.test.ts checks the written files again.

import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { documentFileSchema, mediaIndexSchema } from "@/lib/documents/archive-format";
import { docStyleBodySchema } from "@/lib/doc-styles/schema";
import { TEMPLATES } from "./design-templates";
import { documentFile, mediaKeysOf, parseDraft } from "./design-templates/kit";

const ROOT = path.join(process.cwd(), "design-templates");

/** A stand-in id per media key: the block schemas accept workspace ids only (the import swaps keys for ids). */
const standInId = (key: string) => `c${Buffer.from(key).toString("hex").replace(/[^a-z0-9]/g, "").padEnd(24, "0").slice(0, 39)}`;

async function main() {
  const media = mediaIndexSchema.parse(JSON.parse(await readFile(path.join(ROOT, "media.json"), "utf8")));
  const mediaKeys = new Set(media.media.map((entry) => entry.key));
  const names = new Set<string>();
  const definitions = [];
  const files: [string, unknown][] = [];
  for (const template of TEMPLATES) {
    if (names.has(template.name)) throw new Error(`duplicate template ${template.name}`);
    names.add(template.name);
    docStyleBodySchema.parse(template.style);
    const file = documentFile(template);
    documentFileSchema.parse(file);
    for (const segment of file.segments) {
      const keys = mediaKeysOf(segment);
      for (const key of keys) if (!mediaKeys.has(key)) throw new Error(`${template.name}: unknown media key ${key}`);
      const swap = (value: unknown): unknown =>
        typeof value === "string" && keys.includes(value) ? standInId(value) : Array.isArray(value) ? value.map(swap) : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v)])) : value;
      try {
        parseDraft({ segmentType: segment.segmentType, content: swap(segment.content), metaData: swap(segment.metaData) });
      } catch (error) {
        throw new Error(`${template.name} ${segment.key} (${segment.segmentType}): ${String(error)}`);
      }
    }
    const relative = `documents/${template.name}/document.json`;
    files.push([relative, file]);
    definitions.push({
      file: relative,
      title: template.title,
      lang: template.lang,
      product: template.product,
      group: template.group,
      sectors: template.sectors,
      sortOrder: template.sortOrder,
      thumb: `/design-templates/${template.name}.webp`,
      thumbnailLandscape: `/design-templates/${template.name}-landscape.webp`,
    });
  }
  await rm(path.join(ROOT, "documents"), { recursive: true, force: true });
  for (const [relative, file] of files) {
    await mkdir(path.dirname(path.join(ROOT, relative)), { recursive: true });
    await writeFile(path.join(ROOT, relative), JSON.stringify(file, null, 2) + "\n");
  }
  await writeFile(path.join(ROOT, "starter.json"), JSON.stringify({ format: "eventdocs-design-templates", version: 1, definitions }, null, 2) + "\n");
  console.log(`${definitions.length} templates written`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
