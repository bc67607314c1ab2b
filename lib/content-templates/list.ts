import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { encodeCursor } from "@/lib/documents/list-schemas";
import { previewText } from "./preview";

// The caller's saved blocks, newest first, in pages of 50 with a keyset cursor on (createdAt desc,
// id desc) like the documents index. One query: the top block of each template comes along as a
// nested select (Prisma loads it for the whole page at once, no query per row).

export const CONTENT_TEMPLATE_PAGE_SIZE = 50;

export interface ContentTemplateListOptions {
  teamId?: string;
  cursor?: { createdAt: Date; id: string };
}

export async function listContentTemplates(userId: string, options: ContentTemplateListOptions) {
  const where: Prisma.DocumentWhereInput = {
    ownerId: userId,
    templateType: "CONTENT_TEMPLATE",
    deletedAt: null,
    // Only workspaces the user is still an accepted member of: a template left behind elsewhere would
    // answer 404 when opened. A relation filter in the same query, not a look-up per row.
    team: { members: { some: { userId, acceptedAt: { not: null } } } },
    ...(options.teamId ? { teamId: options.teamId } : {}),
    ...(options.cursor
      ? { OR: [{ createdAt: { lt: options.cursor.createdAt } }, { createdAt: options.cursor.createdAt, id: { lt: options.cursor.id } }] }
      : {}),
  };
  const rows = await db.document.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: CONTENT_TEMPLATE_PAGE_SIZE + 1,
    select: {
      id: true,
      title: true,
      teamId: true,
      createdAt: true,
      segments: {
        where: { parentId: null, isFixedBlock: false },
        orderBy: [{ order: "asc" }, { id: "asc" }],
        take: 1,
        select: { segmentType: true, content: true },
      },
    },
  });
  const page = rows.slice(0, CONTENT_TEMPLATE_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      teamId: row.teamId,
      segmentType: row.segments[0]?.segmentType ?? null,
      preview: previewText(row.segments[0]?.content ?? null),
      createdAt: row.createdAt,
    })),
    nextCursor: rows.length > CONTENT_TEMPLATE_PAGE_SIZE && last ? encodeCursor({ updatedAt: last.createdAt, id: last.id }) : null,
  };
}
