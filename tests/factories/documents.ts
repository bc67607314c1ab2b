import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { unique } from "./users";

/** A document owned by `ownerId` in `teamId`, with optional blocks (`segments`: type and content). */
export async function createDocument(
  ownerId: string,
  teamId: string,
  overrides: Partial<Prisma.DocumentUncheckedCreateInput> = {},
  segments: { segmentType: string; content?: Prisma.InputJsonValue; metaData?: Prisma.InputJsonValue }[] = [],
) {
  const document = await db.document.create({ data: { title: unique("Doc "), ownerId, teamId, ...overrides } });
  if (segments.length) {
    await db.segment.createMany({
      data: segments.map((segment, order) => ({ documentId: document.id, order, segmentType: segment.segmentType, content: segment.content ?? "", metaData: segment.metaData ?? {} })),
    });
  }
  return document;
}
