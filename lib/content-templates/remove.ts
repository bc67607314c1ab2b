import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";

/**
 * Deletes one of the user's content templates with its blocks (cascade). The query is scoped to the
 * owner: anyone else's template, or a document that is not a content template, is 404.
 */
export async function deleteContentTemplate(userId: string, templateId: string) {
  const removed = await db.document.deleteMany({ where: { id: templateId, ownerId: userId, templateType: "CONTENT_TEMPLATE" } });
  if (removed.count !== 1) throw notFound();
  return { success: true };
}
