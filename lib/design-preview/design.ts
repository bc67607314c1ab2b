import "server-only";
import { db } from "@/lib/db/client";
import type { DesignTemplateGroup, DocumentType, Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { remember } from "@/lib/share/open-share";
import { freezeDocument } from "@/lib/sharing/freeze";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { isId } from "@/lib/validation/ids";
import { starterTemplatesLoaded } from "@/lib/design-templates/starter-ready";

// A design template as its public preview shows it: the definition and a frozen copy of its design
// document, made the way a share freezes a document (lib/sharing/freeze.ts), so the preview renders
// exactly like a shared document. The media and files that copy lists are what anonymous visitors
// may fetch with `?design=` (lib/sharing/share-media.ts).

export interface PreviewDesign {
  id: string;
  docId: string;
  title: string;
  lang: string;
  product: DocumentType;
  group: DesignTemplateGroup;
  frozen: FrozenSnapshot;
  mediaIds: ReadonlySet<string>;
  fileIds: ReadonlySet<string>;
}

/**
 * Designs read in the last TTL, by id (null: none). The preview page and each of its images then cost
 * no database round trip; a design edited in the design editor shows within the TTL.
 */
const TTL_MS = 10_000;
const CACHE_SIZE = 200;
const cache = new Map<string, { at: number; design: Promise<PreviewDesign | null> }>();

async function readDesign(schabloneId: string): Promise<PreviewDesign | null> {
  await starterTemplatesLoaded();
  const definition = await db.designTemplate.findUnique({
    where: { id: schabloneId },
    select: { id: true, docId: true, title: true, lang: true, product: true, group: true },
  });
  if (!definition) return null;
  try {
    // Reads only; the freeze runs outside a transaction (the client has the same query API).
    const frozen = await freezeDocument(db as unknown as Prisma.TransactionClient, definition.docId);
    return { ...definition, frozen: frozen.frozen, mediaIds: new Set(frozen.mediaIds), fileIds: new Set(frozen.fileIds) };
  } catch (error) {
    // A design document in the trash (or gone) has no preview.
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The design template `schabloneId` with its frozen document, or null (unknown, malformed, its document deleted). */
export function findPreviewDesign(schabloneId: string): Promise<PreviewDesign | null> {
  if (!isId(schabloneId)) return Promise.resolve(null);
  const now = Date.now();
  const cached = cache.get(schabloneId);
  if (cached && now - cached.at < TTL_MS) return cached.design;
  const design = readDesign(schabloneId);
  // A failed read is not remembered: the next request tries again.
  const entry = { at: now, design };
  design.catch(() => {
    if (cache.get(schabloneId) === entry) cache.delete(schabloneId);
  });
  remember(cache, schabloneId, entry, CACHE_SIZE);
  return design;
}

/** Forgets every remembered design (tests; changes of definitions and design documents show within the 10 s they are remembered). */
export function forgetPreviewDesigns(): void {
  cache.clear();
}

/** Does the design template `schabloneId` list this media item or file? The one rule of what is public about a design. */
export async function designListsItem(schabloneId: string, kind: "media" | "file", itemId: string): Promise<boolean> {
  const design = await findPreviewDesign(schabloneId);
  if (!design) return false;
  return (kind === "media" ? design.mediaIds : design.fileIds).has(itemId);
}
