import { Prisma } from "@/lib/db/generated/client";
import { pruneCachedTotals } from "@/lib/segments/cached-totals";
import { toColumnValues, type DocumentFieldName, type DocumentFields } from "./field-update";
import type { HistoryItem } from "./history";
import { SEGMENT_COLUMNS, type SegmentHistoryRow } from "./undo-segments";

/**
 * Writes one side of a history entry back (undo writes `before`, redo writes `after`). Runs inside
 * the caller's transaction.
 *
 * - document items: exactly the recorded fields are written, nothing else, and `version` moves on.
 * - segment items: `row: null` deletes the segment if it exists; a row is written back column for
 *   column (created again under its old id when missing). Creations go parents first, because of
 *   the parentId foreign key; deletions go in one statement after the writes (so a block moved out
 *   of a deleted parent survives, and the cascade removes nothing the entry did not name).
 * - `version` (documents and segments) and `updatedAt` are never put back: undo and redo are new
 *   writes, and a client holding a row from before the undo must get an optimistic-concurrency
 *   conflict, not overwrite it. Every other column comes back exactly as recorded.
 */
export async function applyHistoryItems(tx: Prisma.TransactionClient, items: HistoryItem[]): Promise<void> {
  for (const item of items) if (item.kind === "document") await applyDocumentItem(tx, item);
  const segments = items.filter((item): item is Extract<HistoryItem, { kind: "segment" }> => item.kind === "segment");
  if (segments.length) await applySegmentItems(tx, segments);
}

/** Which document fields undo may write, and which of them are dates. Mirrors DocumentFieldName. */
const DOCUMENT_FIELDS = {
  title: "plain",
  eventStartDate: "date",
  eventEndDate: "date",
  eventHasStartDate: "plain",
  eventUserState: "plain",
  privateNote: "plain",
  sidebarVisible: "plain",
  sidebarWidth: "plain",
  paperSize: "plain",
  pageMargins: "plain",
  customCss: "plain",
  numberingStyle: "plain",
  header: "plain",
  footer: "plain",
  styleId: "plain",
  styleData: "plain",
  requireAcceptance: "plain",
} as const satisfies Record<DocumentFieldName, "plain" | "date">;

/** Reads back a date that toHistoryValue wrote as `{ $date: iso }`. */
export function fromHistoryDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "object" && !Array.isArray(value) && typeof (value as { $date?: unknown }).$date === "string") {
    const date = new Date((value as { $date: string }).$date);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new Error(`Not a history date: ${JSON.stringify(value)}`);
}

/** The fields of a document item as column values (dates decoded). Fields undo does not know are refused. */
export function documentItemFields(fields: Record<string, unknown>): DocumentFields {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      if (!Object.hasOwn(DOCUMENT_FIELDS, name)) throw new Error(`Unknown document field in history: ${name}`);
      return [name, DOCUMENT_FIELDS[name as DocumentFieldName] === "date" ? fromHistoryDate(value) : value];
    }),
  );
}

async function applyDocumentItem(tx: Prisma.TransactionClient, item: Extract<HistoryItem, { kind: "document" }>) {
  const fields = documentItemFields(item.fields);
  // A doc style deleted since: the document gets its copy back without the link, as the delete left it.
  if (typeof fields.styleId === "string" && !(await tx.docStyle.findUnique({ where: { id: fields.styleId }, select: { id: true } }))) fields.styleId = null;
  await tx.document.update({
    where: { id: item.id },
    data: { ...toColumnValues(fields), version: { increment: 1 } },
  });
}

/**
 * A history row as Prisma create data: every recorded column but `version` and `updatedAt`, dates
 * decoded, SQL NULL of JSON columns as DbNull. Columns a row lacks (recorded before a column was
 * added) are left to their defaults.
 */
export function segmentRowData(row: SegmentHistoryRow): Omit<Prisma.SegmentUncheckedCreateInput, "version" | "updatedAt"> {
  const data: Record<string, unknown> = {};
  for (const [column, kind] of Object.entries(SEGMENT_COLUMNS)) {
    if (!Object.hasOwn(row, column) || kind === "version" || column === "updatedAt") continue;
    const value = row[column];
    if (kind === "date") data[column] = fromHistoryDate(value);
    else if (kind === "json") data[column] = value === null ? (column === "metaData" ? Prisma.JsonNull : Prisma.DbNull) : value;
    else data[column] = value;
  }
  return data as Omit<Prisma.SegmentUncheckedCreateInput, "version" | "updatedAt">;
}

/**
 * Rows in an order that creates parents before their children: a row whose parent is also being
 * written comes after it. Rows whose parent is outside the set keep their relative order in front.
 */
export function parentsFirst<T extends { id: string; parentId: string | null }>(rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const depth = new Map<string, number>();
  const depthOf = (row: T, seen = new Set<string>()): number => {
    const known = depth.get(row.id);
    if (known !== undefined) return known;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    // A cycle (two rows naming each other as parents) cannot come from a valid tree; stop walking it.
    const value = parent && !seen.has(parent.id) ? depthOf(parent, new Set(seen).add(row.id)) + 1 : 0;
    depth.set(row.id, value);
    return value;
  };
  return rows
    .map((row, index) => ({ row, index, depth: depthOf(row) }))
    .sort((a, b) => a.depth - b.depth || a.index - b.index)
    .map((entry) => entry.row);
}

async function applySegmentItems(tx: Prisma.TransactionClient, items: Extract<HistoryItem, { kind: "segment" }>[]) {
  const ids = items.map((item) => item.id);
  const rows = await tx.segment.findMany({ where: { id: { in: ids } }, select: { id: true, version: true, documentId: true } });
  const existing = new Map(rows.map((segment) => [segment.id, segment.version]));

  const writes = parentsFirst(
    items.flatMap((item) => (item.row ? [{ id: item.id, parentId: typeof item.row.parentId === "string" ? item.row.parentId : null, row: item.row }] : [])),
  );
  for (const { id, row } of writes) {
    const data = { ...segmentRowData(row), id };
    const recordedVersion = typeof row.version === "number" ? row.version : 0;
    const currentVersion = existing.get(id);
    if (currentVersion === undefined) {
      await tx.segment.create({ data: { ...data, version: recordedVersion + 1 } });
    } else {
      await tx.segment.update({ where: { id }, data: { ...data, version: Math.max(currentVersion, recordedVersion) + 1 } });
    }
  }

  const deletions = items.filter((item) => item.row === null && existing.has(item.id)).map((item) => item.id);
  // One statement: the parentId cascade is checked once at its end, so children and parents named
  // together go in any order, and a child whose row is missing from the entry is still removed with its parent.
  if (deletions.length) {
    await tx.segment.deleteMany({ where: { id: { in: deletions } } });
    // A pricing table undone away (or redone away) leaves the index's totals with it.
    for (const documentId of new Set(rows.filter((row) => deletions.includes(row.id)).map((row) => row.documentId))) await pruneCachedTotals(tx, documentId);
  }
}
