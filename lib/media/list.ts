import type { z } from "zod";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { encodeCursor, type ListCursor } from "@/lib/documents/list-schemas";
import { mediaUrl } from "@/lib/documents/view";
import type { mediaContracts, mediaPageSchema } from "./contracts";
import { escapeLike } from "@/lib/db/escape-like";

// The workspace's media library as the image picker pages through it (GET /api/team/{id}/media):
// newest upload first, keyset-paged on (createdAt desc, id desc) with the documents index's opaque
// cursor format (a date and an id). The route handler authorizes first (lib/auth/policy).

export const MEDIA_PAGE_SIZE = 40;

/** Library originals are stored as `media/<team>/<media>/original.<ext>` (library-upload.ts, import-media.ts). */
export const LIBRARY_ORIGINAL = "/original.";

export type MediaListQuery = z.output<NonNullable<(typeof mediaContracts)["list"]["query"]>>;
export type MediaPage = z.output<typeof mediaPageSchema>;
export type MediaListItem = MediaPage["items"][number];


/** Rows after the cursor in the order (createdAt desc, id desc); the shared cursor calls its date updatedAt. */
const afterCursor = ({ updatedAt: createdAt, id }: ListCursor): Prisma.MediaWhereInput => ({
  OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }],
});

/**
 * One page of the workspace's library images (view=deleted: only the deleted ones). Deleted media, and files that are not library images
 * (the workspace logo and favicon, floor plans, landing images: removing those deletes their row, so
 * a block must never point at them), are left out.
 */
export async function listTeamMedia(teamId: string, query: MediaListQuery, limit = MEDIA_PAGE_SIZE): Promise<MediaPage> {
  const conditions: Prisma.MediaWhereInput[] = [{ storageKey: { contains: LIBRARY_ORIGINAL } }];
  if (query.search) {
    const term = { contains: escapeLike(query.search), mode: "insensitive" as const };
    conditions.push({ OR: [{ name: term }, { sourceFileName: term }] });
  }
  if (query.cursor) conditions.push(afterCursor(query.cursor));
  // The album view without an album shows the images in no album (the picker's "unsorted").
  if (query.albumId) conditions.push({ albumId: query.albumId });
  else if (query.view === "album") conditions.push({ albumId: null });
  const rows = await db.media.findMany({
    where: { teamId, deleted: query.view === "deleted", kind: "IMAGE", AND: conditions },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    select: { id: true, name: true, sourceFileName: true, albumId: true, width: true, height: true, createdAt: true },
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      _id: row.id,
      id: row.id,
      name: row.name,
      sourceFileName: row.sourceFileName,
      albumId: row.albumId,
      // Stored sizes are 0 when unknown (never for uploads, which sharp measured).
      width: row.width || null,
      height: row.height || null,
      url: mediaUrl(row.id) ?? "",
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ updatedAt: last.createdAt, id: last.id }) : null,
  };
}
