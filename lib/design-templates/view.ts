import type { Prisma } from "@/lib/db/generated/client";
import { fromDbGroup } from "./schemas";

// A design template definition as the API answers it (workspace spec §3). `_id` mirrors `id`.

export const definitionSelect = {
  id: true,
  docId: true,
  title: true,
  lang: true,
  sectors: true,
  thumbnailLandscape: true,
  group: true,
  product: true,
  sortOrder: true,
  file: true,
  thumb: true,
} as const satisfies Prisma.DesignTemplateSelect;

export type DefinitionRow = Prisma.DesignTemplateGetPayload<{ select: typeof definitionSelect }>;

export function definitionView(row: DefinitionRow) {
  return {
    _id: row.id,
    id: row.id,
    docId: row.docId,
    title: row.title,
    lang: row.lang,
    sectors: row.sectors,
    thumbnailLandscape: row.thumbnailLandscape,
    group: fromDbGroup(row.group),
    product: row.product,
    sortOrder: row.sortOrder,
    file: row.file,
    thumb: row.thumb,
  };
}

export type DefinitionView = ReturnType<typeof definitionView>;
