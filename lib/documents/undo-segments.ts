import { Prisma, type Segment } from "@/lib/db/generated/client";
import { sameJson } from "@/lib/json/same-json";
import { recordChange, type HistoryItem } from "./history";
import { lockDocumentHistory } from "./undo-lock";

/**
 * Segment (block) changes in the undo history (documents issue §6). A segment item holds the whole
 * row on each side, or null where the segment did not exist (created or deleted by the change).
 * The editor records every block create, update, delete and move with these helpers, in the same
 * transaction as the change; lib/documents/undo-apply.ts writes the rows back.
 *
 * Usage: `recordSegmentEdit` wraps the mutation and needs nothing else. With `recordSegmentChange`,
 * call `lockDocumentHistory(tx, documentId)` first in the transaction, before reading and writing
 * the segments (see lib/documents/undo-lock.ts).
 */

/** How each column of a segment is written to and read from the history. */
export type SegmentColumnKind =
  | "plain" // strings, numbers, booleans, string arrays: JSON as they are
  | "date" // `{ $date: iso }`, as toHistoryValue writes them
  | "json" // a JSON column: SQL NULL needs Prisma.DbNull on the way back
  | "version"; // optimistic concurrency counter: recorded, but undo and redo always move it forward

/**
 * Every column of Segment. `satisfies` makes a new column in prisma/schema.prisma a compile error
 * here until it is classified, so history rows never silently miss a column.
 */
export const SEGMENT_COLUMNS = {
  id: "plain",
  documentId: "plain",
  segmentType: "plain",
  parentId: "plain",
  parentIndex: "plain",
  order: "plain",
  content: "json",
  metaData: "json",
  imageList: "plain",
  miscFileList: "plain",
  positionName: "plain",
  isFixedBlock: "plain",
  teamTemplateUserCanEdit: "plain",
  autoSelectOnHover: "plain",
  rowCurrencies: "json",
  version: "version",
  createdAt: "date",
  updatedAt: "date",
} as const satisfies Record<Prisma.SegmentScalarFieldEnum, SegmentColumnKind>;

export type SegmentHistoryRow = NonNullable<Extract<HistoryItem, { kind: "segment" }>["row"]>;

/** A segment row as the history keeps it: every column, JSON-safe (dates as `{ $date: iso }`). */
export function segmentHistoryRow(segment: Segment): SegmentHistoryRow {
  const source = segment as unknown as Record<string, unknown>;
  return Object.fromEntries(
    (Object.keys(SEGMENT_COLUMNS) as (keyof typeof SEGMENT_COLUMNS)[]).map((column) => {
      const value = source[column];
      if (value === undefined || value === null) return [column, null];
      if (value instanceof Date) return [column, { $date: value.toISOString() }];
      return [column, value as Prisma.InputJsonValue];
    }),
  );
}

/** Columns every write moves on by itself: a row that differs only in these did not change for the user. */
const BOOKKEEPING_COLUMNS = new Set<string>(["version", "updatedAt"]);

const SEGMENT_COLUMN_NAMES = Object.keys(SEGMENT_COLUMNS) as (keyof typeof SEGMENT_COLUMNS)[];

/** Every column of a segments row under `alias`, by name (what Prisma answers as a Segment). Names are ours, never input. */
export const segmentColumnsSql = (alias: string) => Prisma.raw(SEGMENT_COLUMN_NAMES.map((column) => `${alias}."${column}"`).join(", "));

/**
 * segmentHistoryRow written in SQL: the row under `alias` as the jsonb the history keeps (dates as
 * `{ "$date": iso }` in UTC with milliseconds, like toISOString), for a statement that records the
 * rows it changes as it changes them.
 */
export function segmentHistoryRowSql(alias: string): Prisma.Sql {
  const fields = SEGMENT_COLUMN_NAMES.map((column) => {
    const ref = `${alias}."${column}"`;
    const value =
      SEGMENT_COLUMNS[column] === "date"
        ? `CASE WHEN ${ref} IS NULL THEN NULL ELSE jsonb_build_object('$date', to_char(${ref}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END`
        : `to_jsonb(${ref})`;
    return `'${column}', ${value}`;
  });
  return Prisma.raw(`jsonb_build_object(${fields.join(", ")})`);
}

/** The jsonb of a history row without the bookkeeping columns, for comparing two sides in SQL like userVisible. */
export const userVisibleSql = (row: Prisma.Sql) => Prisma.sql`(${row} ${Prisma.raw([...BOOKKEEPING_COLUMNS].map((column) => `- '${column}'`).join(" "))})`;

const userVisible = (row: SegmentHistoryRow | null) => (row ? Object.fromEntries(Object.entries(row).filter(([column]) => !BOOKKEEPING_COLUMNS.has(column))) : null);

export interface SegmentChange {
  documentId: string;
  userId: string;
  /** What the user did: "segment-create", "segment-update", "segment-delete", "segment-move"... */
  action: string;
  /** The rows the change touches, as they were before it. Segments it creates are not here. */
  before: Segment[];
  /**
   * The same rows after the change. Segments it deleted are not here: a deleted segment's
   * descendants (removed by the foreign key's cascade) must be in `before` too, so undo brings them back.
   */
  after: Segment[];
}

/**
 * The history items of a segment change: one per segment whose row differs between the sides
 * (created: null → row, deleted: row → null, updated or moved: row → row). Rows that did not change,
 * or changed only in `version` and `updatedAt`, are left out.
 */
export function segmentChangeItems(change: Pick<SegmentChange, "documentId" | "before" | "after">): { before: HistoryItem[]; after: HistoryItem[] } {
  const rows = (segments: Segment[]) => {
    const byId = new Map<string, SegmentHistoryRow>();
    for (const segment of segments) {
      if (segment.documentId !== change.documentId) throw new Error(`Segment ${segment.id} is not in document ${change.documentId}`);
      byId.set(segment.id, segmentHistoryRow(segment));
    }
    return byId;
  };
  const before = rows(change.before);
  const after = rows(change.after);
  const ids = [...new Set([...before.keys(), ...after.keys()])];
  const changed = ids.filter((id) => !sameJson(userVisible(before.get(id) ?? null), userVisible(after.get(id) ?? null)));
  return {
    before: changed.map((id) => ({ kind: "segment", id, row: before.get(id) ?? null })),
    after: changed.map((id) => ({ kind: "segment", id, row: after.get(id) ?? null })),
  };
}

/**
 * Records a segment change for undo, from the rows read before and after it (same transaction as
 * the change). Answers false, recording nothing, when no row actually changed.
 */
export async function recordSegmentChange(tx: Prisma.TransactionClient, change: SegmentChange): Promise<boolean> {
  await lockDocumentHistory(tx, change.documentId); // already held when the caller took it first, as it should
  const items = segmentChangeItems(change);
  if (!items.before.length) return false;
  await recordChange(tx, { documentId: change.documentId, userId: change.userId, action: change.action, before: items.before, after: items.after });
  return true;
}

/**
 * Runs `mutate` and records what it did to the document's segments: every row is read before and
 * after and the ones that differ are recorded, so cascaded deletions of child blocks and the sibling
 * renumbering of a move are caught without the caller listing them. Costs two reads of the
 * document's segments; for a single-row update, `recordSegmentChange` with that row is cheaper.
 */
export async function recordSegmentEdit<T>(
  tx: Prisma.TransactionClient,
  change: Pick<SegmentChange, "documentId" | "userId" | "action">,
  mutate: () => Promise<T>,
): Promise<T> {
  await lockDocumentHistory(tx, change.documentId);
  const before = await tx.segment.findMany({ where: { documentId: change.documentId } });
  const result = await mutate();
  const after = await tx.segment.findMany({ where: { documentId: change.documentId } });
  await recordSegmentChange(tx, { ...change, before, after });
  return result;
}

/**
 * A segment with all its descendants (children, grandchildren...), parents before children: the
 * rows a deletion removes, since the parentId foreign key cascades. For `before` of a delete.
 */
export async function segmentSubtree(tx: Prisma.TransactionClient, segmentId: string): Promise<Segment[]> {
  const root = await tx.segment.findUnique({ where: { id: segmentId } });
  if (!root) return [];
  const found: Segment[] = [root];
  let level = [root.id];
  const seen = new Set(level);
  while (level.length) {
    const children = (await tx.segment.findMany({ where: { parentId: { in: level } }, orderBy: [{ parentIndex: "asc" }, { order: "asc" }] })).filter(
      (child) => !seen.has(child.id),
    );
    for (const child of children) seen.add(child.id);
    found.push(...children);
    level = children.map((child) => child.id);
  }
  return found;
}
