import type { Prisma } from "@/lib/db/generated/client";

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
 * Appends a change to the user's history of the document. Anything that had been undone is
 * dropped first: a new change after an undo starts a new branch, as in every editor.
 */
export async function recordChange(tx: Prisma.TransactionClient, change: RecordedChange): Promise<void> {
  const scope = { documentId: change.documentId, userId: change.userId };
  await tx.undoEntry.deleteMany({ where: { ...scope, undone: true } });
  const last = await tx.undoEntry.findFirst({ where: scope, orderBy: { seq: "desc" }, select: { seq: true } });
  const seq = (last?.seq ?? 0) + 1;
  await tx.undoEntry.create({
    data: { ...scope, seq, action: change.action, before: change.before as Prisma.InputJsonValue, after: change.after as Prisma.InputJsonValue },
  });
  await tx.undoEntry.deleteMany({ where: { ...scope, seq: { lte: seq - HISTORY_DEPTH } } });
}
