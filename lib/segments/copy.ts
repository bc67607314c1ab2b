import type { Prisma, Segment } from "@/lib/db/generated/client";
import { newId, parentsFirst } from "@/lib/documents/create";
import { AppError } from "@/lib/http/errors";
import { contentColumn, metaDataColumn } from "./block-input";

// Copies of blocks with their children (clone, saving as a content template, inserting one): new
// ids, parent links remapped inside the copy, content, metaData and images as they are, version 0.

export interface CopyTarget {
  documentId: string;
  /** Where each root of the copy goes (rows whose parent is not copied along are roots). */
  roots: ReadonlyMap<string, { parentId: string | null; order: number }>;
  /**
   * Saved blocks belong to their user: a block a team template locked becomes editable in the copy
   * (the lock belongs to the document it came from, not to the content).
   */
  unlock?: boolean;
}

/** Inserts the copies; answers the new ids, parents first (the first one is the first root's copy). */
export async function copyBlocks(tx: Prisma.TransactionClient, rows: readonly Segment[], target: CopyTarget): Promise<string[]> {
  const ids = new Map(rows.map((row) => [row.id, newId()]));
  const ordered = parentsFirst([...rows]);
  const data = ordered.map((row) => {
    const root = ids.has(row.parentId ?? "") ? null : target.roots.get(row.id);
    // Rows that do not make one tree with the places given (changed by a concurrent write): 409, not a 500.
    if (!ids.has(row.parentId ?? "") && !root) throw new AppError("CONFLICT", "conflict");
    return {
      id: ids.get(row.id)!,
      documentId: target.documentId,
      segmentType: row.segmentType,
      parentId: root ? root.parentId : ids.get(row.parentId!)!,
      parentIndex: root ? 0 : row.parentIndex,
      order: root ? root.order : row.order,
      content: contentColumn(row.content),
      metaData: metaDataColumn(row.metaData),
      imageList: row.imageList,
      miscFileList: row.miscFileList,
      positionName: null,
      isFixedBlock: false,
      teamTemplateUserCanEdit: target.unlock ? true : row.teamTemplateUserCanEdit,
      autoSelectOnHover: row.autoSelectOnHover,
      rowCurrencies: contentColumn(row.rowCurrencies),
      version: 0,
    };
  });
  if (data.length) await tx.segment.createMany({ data });
  return data.map((row) => row.id);
}
