import type { Prisma } from "@/lib/db/generated/client";
import { segmentColumnsSelect } from "@/lib/documents/fields";

// A block as the API answers it (workspace spec §3 Segment), the same shape in the document view
// (lib/documents/view.ts) and in every block call, so the editor merges both without mapping.

export const segmentViewSelect = { ...segmentColumnsSelect, documentId: true, version: true } as const satisfies Prisma.SegmentSelect;

export type SegmentViewRow = Prisma.SegmentGetPayload<{ select: typeof segmentViewSelect }>;

export function segmentView(segment: SegmentViewRow) {
  return {
    _id: segment.id,
    id: segment.id,
    segmentType: segment.segmentType,
    parent: segment.parentId,
    parentIndex: segment.parentIndex,
    order: segment.order,
    content: segment.content,
    metaData: segment.metaData,
    docId: segment.documentId,
    imageList: segment.imageList,
    miscFileList: segment.miscFileList,
    positionName: segment.positionName,
    isFixedBlock: segment.isFixedBlock,
    teamTemplateUserCanEdit: segment.teamTemplateUserCanEdit,
    autoSelectOnHover: segment.autoSelectOnHover,
    rowCurrencies: segment.rowCurrencies,
    version: segment.version,
  };
}

export type SegmentView = ReturnType<typeof segmentView>;

/** Where every block of the flow sits after a structural change (fixed blocks are not in the flow). */
export interface LayoutEntry {
  id: string;
  parent: string | null;
  parentIndex: number;
  order: number;
}

export async function loadLayout(tx: Prisma.TransactionClient, documentId: string): Promise<LayoutEntry[]> {
  const rows = await tx.segment.findMany({
    where: { documentId, isFixedBlock: false },
    orderBy: [{ order: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: { id: true, parentId: true, parentIndex: true, order: true },
  });
  return rows.map((row) => ({ id: row.id, parent: row.parentId, parentIndex: row.parentIndex, order: row.order }));
}

/** Blocks by id, in the order of `ids`. */
export async function loadSegmentViews(tx: Prisma.TransactionClient, ids: readonly string[]): Promise<SegmentView[]> {
  const rows = await tx.segment.findMany({ where: { id: { in: [...ids] } }, select: segmentViewSelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [segmentView(row)] : [];
  });
}
