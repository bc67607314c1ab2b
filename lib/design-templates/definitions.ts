import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { invalidInput, notFound } from "@/lib/http/errors";
import { rankDefinitions } from "./rank";
import { starterTemplatesLoaded } from "./starter-ready";
import { toDbGroup, type DefinitionBody, type ListDefinitionsQuery } from "./schemas";
import { definitionSelect, definitionView, type DefinitionView } from "./view";

// The definitions' use cases (workspace spec §7, schablone calls). Reading is public: definitions
// are the gallery's content. Writing is the super admin's (checked by the routes).

/** Definitions of live design documents, filtered, in the gallery's order (rankDefinitions). */
export async function listDefinitions(query: ListDefinitionsQuery = {}): Promise<DefinitionView[]> {
  await starterTemplatesLoaded();
  const rows = await db.designTemplate.findMany({
    where: {
      // A definition whose document was put in the bin is not offered (the cascade removes it only on deletion for good).
      doc: { deletedAt: null },
      ...(query.product ? { product: query.product } : {}),
      ...(query.group ? { group: toDbGroup(query.group) } : {}),
    },
    select: definitionSelect,
  });
  return rankDefinitions(rows.map(definitionView), { lang: query.lang ?? null, sector: query.sector ?? null });
}

export async function getDefinition(id: string): Promise<DefinitionView> {
  await starterTemplatesLoaded();
  const row = await db.designTemplate.findFirst({ where: { id, doc: { deletedAt: null } }, select: definitionSelect });
  if (!row) throw notFound();
  return definitionView(row);
}

/** A definition must point to a live document (issue 10, bad input): else a 400 naming docId. */
async function requireDesignDocument(client: Prisma.TransactionClient, docId: string): Promise<void> {
  const doc = await client.document.findUnique({ where: { id: docId }, select: { deletedAt: true } });
  if (!doc || doc.deletedAt) throw invalidInput("invalidInput", [{ path: "docId", message: "errors.designTemplateDocMissing" }]);
}

const columns = (body: DefinitionBody) => ({
  docId: body.docId,
  title: body.title,
  lang: body.lang,
  sectors: body.sectors,
  group: toDbGroup(body.group),
  product: body.product,
  sortOrder: body.sortOrder,
  thumb: body.thumb,
  thumbnailLandscape: body.thumbnailLandscape,
});

export async function createDefinition(body: DefinitionBody): Promise<DefinitionView> {
  return db.$transaction(async (tx) => {
    await requireDesignDocument(tx, body.docId);
    // `file` stays null: it names the starter file's entry a definition was loaded from.
    return definitionView(await tx.designTemplate.create({ data: { ...columns(body), file: null }, select: definitionSelect }));
  });
}

export async function updateDefinition(id: string, body: DefinitionBody): Promise<DefinitionView> {
  return db.$transaction(async (tx) => {
    const existing = await tx.designTemplate.findUnique({ where: { id }, select: { id: true } });
    if (!existing) throw notFound();
    await requireDesignDocument(tx, body.docId);
    return definitionView(await tx.designTemplate.update({ where: { id }, data: columns(body), select: definitionSelect }));
  });
}

/**
 * Deletes the definition only: its design document stays in the studio workspace, and documents
 * made from it keep their content (fromDesignTemplateId is set to null by the foreign key).
 */
export async function deleteDefinition(id: string): Promise<{ success: true }> {
  const { count } = await db.designTemplate.deleteMany({ where: { id } });
  if (!count) throw notFound();
  return { success: true };
}
