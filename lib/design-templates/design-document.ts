import { db } from "@/lib/db/client";
import { documentView, documentViewSelect } from "@/lib/documents/view";
import { notFound } from "@/lib/http/errors";
import { definitionSelect, definitionView } from "./view";
import { starterTemplatesLoaded } from "./starter-ready";

// GET /api/document/schablone/{schabloneId}: a definition's design document for anyone, read-only.
// Built from the editor's own document view (same segment shape), keeping only what shows the
// design: no owner, workspace, private note, event, sharing counts or version.

export async function readDesignDocument(schabloneId: string) {
  await starterTemplatesLoaded();
  const definition = await db.designTemplate.findUnique({ where: { id: schabloneId }, select: { ...definitionSelect, doc: { select: documentViewSelect } } });
  if (!definition || definition.doc.deletedAt) throw notFound();
  const full = documentView(definition.doc, { isTheOwner: false, isTeamAdmin: false, readOnly: true });
  return {
    schablone: definitionView(definition),
    document: {
      _id: full._id,
      id: full.id,
      title: full.title,
      type: full.type,
      numberingStyle: full.numberingStyle,
      paperSize: full.paperSize,
      design: full.design,
      styleData: full.styleData,
      customCss: full.customCss,
      header: full.header,
      footer: full.footer,
      cachedData: full.cachedData,
      thumbnail: full.thumbnail,
      segments: full.segments,
    },
  };
}
