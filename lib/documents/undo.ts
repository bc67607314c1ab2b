import { db } from "@/lib/db/client";
import type { Prisma, UndoEntry } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import type { HistoryItem } from "./history";
import { requireLiveDocument } from "./lifecycle";
import { applyHistoryItems } from "./undo-apply";
import { lockDocumentHistory } from "./undo-lock";

/**
 * Undo and redo (documents issue §6; accounts spec §7: POST /api/undo, POST /api/redo). The history
 * is kept per document and user in `undo_entries` (lib/documents/history.ts), so it survives a
 * reload and one user's undo never touches another user's changes.
 *
 * - undo: the caller's latest entry that is not undone; its `before` is written back.
 * - redo: the earliest undone entry (lowest seq among the undone ones: the one undone last); its `after` is written back.
 *
 * One transaction each. It first locks the document row (and refuses a soft-deleted document), so undos and redos of one document run one
 * after another (two undos at once take two different entries, in order), and then claims the entry
 * with a conditional update whose count must be 1, so no entry is ever applied twice.
 */

export type HistoryDirection = "undo" | "redo";

export interface HistoryStepResult {
  success: true;
  /** The action that was undone or redone ("rename", "segment-update"...). */
  action: string;
  canUndo: boolean;
  canRedo: boolean;
}

export async function undoLastChange(documentId: string, userId: string): Promise<HistoryStepResult> {
  return step("undo", documentId, userId);
}

export async function redoLastUndone(documentId: string, userId: string): Promise<HistoryStepResult> {
  return step("redo", documentId, userId);
}

/** Can the user undo or redo anything on this document? */
export async function historyState(tx: Prisma.TransactionClient, documentId: string, userId: string) {
  const scope = { documentId, userId };
  const done = await tx.undoEntry.count({ where: { ...scope, undone: false } });
  const undone = await tx.undoEntry.count({ where: { ...scope, undone: true } });
  return { canUndo: done > 0, canRedo: undone > 0 };
}

async function step(direction: HistoryDirection, documentId: string, userId: string): Promise<HistoryStepResult> {
  const scope = { documentId, userId };
  const undo = direction === "undo";
  let attempted: number | null = null;
  try {
    return await db.$transaction(async (tx) => {
      await lockDocumentHistory(tx, documentId);
      // A soft-deleted document refuses changes (409, as every setter does) until it is restored;
      // checked under the lock, so a delete committing just before cannot slip through.
      await requireLiveDocument(documentId, tx);
      const entry = await tx.undoEntry.findFirst({ where: { ...scope, undone: !undo }, orderBy: { seq: undo ? "desc" : "asc" } });
      if (!entry) throw new AppError("CONFLICT", undo ? "nothingToUndo" : "nothingToRedo");
      const claimed = await tx.undoEntry.updateMany({ where: { id: entry.id, undone: !undo }, data: { undone: undo } });
      if (claimed.count !== 1) throw new AppError("CONFLICT", "conflict");
      attempted = entry.seq;

      const items = entryItems(entry, undo ? "before" : "after");
      await applyHistoryItems(tx, items);
      return { success: true as const, action: entry.action, ...(await historyState(tx, documentId, userId)) };
    });
  } catch (error) {
    if (attempted === null || !isForeignKeyViolation(error)) throw error;
    // The document changed outside this user's history (a block it names was removed since, e.g.
    // while the document had another owner): the entry cannot be written back. It is dropped, with
    // everything behind it in that direction, so the next undo or redo does not stumble on it again.
    await dropStaleHistory(direction, documentId, userId, attempted);
    throw new AppError("CONFLICT", undo ? "undoOutdated" : "redoOutdated");
  }
}

/** One side of an entry, checked to touch only the entry's own document. */
function entryItems(entry: UndoEntry, side: "before" | "after"): HistoryItem[] {
  const all = [...(entry.before as unknown as HistoryItem[]), ...(entry.after as unknown as HistoryItem[])];
  for (const item of all) {
    const documentId = item.kind === "document" ? item.id : item.row ? item.row.documentId : entry.documentId;
    if (documentId !== entry.documentId || (item.kind === "segment" && item.row && item.row.id !== item.id)) {
      throw new Error(`Undo entry ${entry.id} touches rows outside document ${entry.documentId}`);
    }
  }
  return entry[side] as unknown as HistoryItem[];
}

function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown })?.code === "P2003";
}

/** Drops the entry that could not be applied (`seq`) and the ones that would come after it in that direction. */
async function dropStaleHistory(direction: HistoryDirection, documentId: string, userId: string, seq: number) {
  const scope = { documentId, userId };
  await db.undoEntry.deleteMany({
    where: direction === "undo" ? { ...scope, undone: false, seq: { lte: seq } } : { ...scope, undone: true, seq: { gte: seq } },
  });
}
