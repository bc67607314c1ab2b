import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { skipOf } from "./paging";

// Media across workspaces (issue 12: 100 a page), newest first, soft-deleted ones included and
// marked. Each row's `url` is a small rendition the super admin may load: the media routes let super
// admins read any workspace's media (lib/sharing/share-media.ts).

/** A thumbnail 320 pixels wide at most (one of lib/media/variants.ts's size steps). */
export const operatorThumbnailUrl = (mediaId: string) => `/api/media/${mediaId}/max-width/320`;

export async function listMedia({ page, size, q }: { page: number; size: number; q?: string | undefined }) {
  const where: Prisma.MediaWhereInput = q
    ? { OR: [{ name: { contains: q, mode: "insensitive" } }, { sourceFileName: { contains: q, mode: "insensitive" } }] }
    : {};
  const [rows, total] = await Promise.all([
    db.media.findMany({
      where,
      select: {
        id: true,
        name: true,
        kind: true,
        mimeType: true,
        width: true,
        height: true,
        sizeBytes: true,
        deleted: true,
        createdAt: true,
        team: { select: { id: true, name: true } },
        uploadedBy: { select: { id: true, username: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: skipOf(page, size),
      take: size,
    }),
    db.media.count({ where }),
  ]);
  const items = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    kind: row.kind,
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
    team: { _id: row.team.id, name: row.team.name },
    uploadedBy: row.uploadedBy ? { _id: row.uploadedBy.id, username: row.uploadedBy.username } : null,
    sizeBytes: Number(row.sizeBytes),
    createdAt: row.createdAt,
    deleted: row.deleted,
    url: operatorThumbnailUrl(row.id),
  }));
  return { items, page, pageSize: size, total };
}
