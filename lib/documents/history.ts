import { Prisma } from "@/lib/db/generated/client";
import { newRowId } from "@/lib/db/row-id";

/**
 * Undo and redo (documents issue §6) work on snapshots of the rows a change touched, recorded per
 * document and user. An entry keeps those rows as they were before and after the change; undo writes
 * `before` back, redo writes `after`. Every document or block change made through the API records
 * one entry, in the same transaction as the change.
 *
 * - document: the changed fields of the document row (only those, so undo never reverts other edits)
 * - segment: the whole segment row, or null when it did not exist on that side (created or deleted)
 */
export type HistoryItem =
  | { kind: "document"; id: string; fields: Record<string, Prisma.InputJsonValue | null> }
  | { kind: "segment"; id: string; row: Record<string, Prisma.InputJsonValue | null> | null };

export interface RecordedChange {
  documentId: string;
  userId: string;
  /** What the user did, e.g. "rename", "set-event", "segment-update". */
  action: string;
  before: HistoryItem[];
  after: HistoryItem[];
}

/** How many entries per document and user are kept; older ones are dropped as new ones come. */
export const HISTORY_DEPTH = 100;

/**
 * Appends a change to the user's history of the document, in one statement. Anything that had been
 * undone is dropped first: a new change after an undo starts a new branch, as in every editor.
 */
export async function recordChange(tx: Prisma.TransactionClient, change: RecordedChange): Promise<void> {
  const items = { before: jsonParam(change.before), after: jsonParam(change.after) };
  await tx.$executeRaw`WITH history_guard AS (SELECT 1), ${historyCtes(change, items, Prisma.sql`SELECT 1 FROM history_guard`)} SELECT 1`;
}

const jsonParam = (value: unknown) => Prisma.sql`${JSON.stringify(value)}::jsonb`;

/**
 * recordChange's steps as common table expressions, for a statement that also makes the change
 * (a block's autosave: one round trip for the write and its history). They run only where `guard`
 * answers a row; `items.before` and `items.after` are jsonb expressions (they may read the
 * statement's other CTEs). Call lockDocumentHistory first in the transaction: the statement's
 * snapshot then already holds every entry an undo or redo has marked. Every CTE of one statement
 * sees the same snapshot, so the next seq is counted among the entries that are not undone (the ones
 * `history_dropped` leaves), and the new entry is never among those trimmed.
 */
export function historyCtes(change: Pick<RecordedChange, "documentId" | "userId" | "action">, items: { before: Prisma.Sql; after: Prisma.Sql }, guard: Prisma.Sql): Prisma.Sql {
  const mine = Prisma.sql`"documentId" = ${change.documentId} AND "userId" = ${change.userId}`;
  return Prisma.sql`
    history_dropped AS (DELETE FROM "undo_entries" WHERE ${mine} AND "undone" AND EXISTS (${guard})),
    history_next AS (SELECT COALESCE(MAX("seq"), 0) + 1 AS "seq" FROM "undo_entries" WHERE ${mine} AND NOT "undone"),
    history_recorded AS (
      INSERT INTO "undo_entries" ("id", "documentId", "userId", "seq", "action", "before", "after", "undone", "createdAt")
      SELECT ${newRowId()}, ${change.documentId}, ${change.userId}, history_next."seq", ${change.action}, ${items.before}, ${items.after}, false, ${new Date()}::timestamp(3)
      FROM history_next WHERE EXISTS (${guard})
      RETURNING "seq"
    ),
    history_trimmed AS (DELETE FROM "undo_entries" WHERE ${mine} AND NOT "undone" AND "seq" <= (SELECT "seq" FROM history_recorded) - ${HISTORY_DEPTH})`;
}
