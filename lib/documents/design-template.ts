import type { Actor } from "@/lib/auth/actor";
import type { Membership } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { loadDocumentView } from "./lifecycle";
import { copyTemplateInto } from "./team-template";

/**
 * Creates a document from a design template (workspace spec §2: the gallery, its preview and the
 * welcome modal): a copy of the template's design document, its blocks, style and images, in the
 * caller's workspace. Design templates are open to every signed-in user; the gallery and the starter
 * set come with the design-templates issue.
 */
export async function createFromDesignTemplate(actor: Actor, membership: Membership, designTemplateId: string) {
  const design = await db.designTemplate.findUnique({ where: { id: designTemplateId }, select: { id: true, docId: true, product: true } });
  if (!design) throw notFound();
  const { id } = await copyTemplateInto(actor, design.docId, membership.teamId, {
    templateType: "DOCUMENT",
    originalTeamTemplateDocId: null,
    extra: { fromDesignTemplateId: design.id, type: design.product },
  });
  return loadDocumentView(id, { isTheOwner: true, isTeamAdmin: membership.role === "ADMIN", readOnly: false });
}
