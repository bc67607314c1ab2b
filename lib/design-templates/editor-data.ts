import { db } from "@/lib/db/client";
import { definitionSelect, definitionView, type DefinitionView } from "./view";
import type { DesignProduct } from "./products";
import { starterTemplatesLoaded } from "./starter-ready";

// What the design editor page (/{product}-design-editor/{teamId}) shows: every definition of the
// product (whichever workspace its document is in), and the workspace's documents to choose from.
// Unscoped by membership on purpose: the page is the super admin's, checked before this runs.

export interface DesignEditorDocument {
  id: string;
  title: string;
  type: string;
}

export interface DesignEditorData {
  team: { id: string; name: string };
  definitions: (DefinitionView & { docTitle: string; docDeleted: boolean })[];
  documents: DesignEditorDocument[];
}

export async function loadDesignEditorForSuperAdmin(product: DesignProduct, teamId: string): Promise<DesignEditorData | null> {
  await starterTemplatesLoaded();
  const team = await db.team.findUnique({ where: { id: teamId }, select: { id: true, name: true } });
  if (!team) return null;
  const [rows, documents] = await Promise.all([
    db.designTemplate.findMany({
      where: { product },
      select: { ...definitionSelect, doc: { select: { title: true, deletedAt: true } } },
      orderBy: [{ sortOrder: "asc" }, { title: "asc" }],
    }),
    db.document.findMany({
      where: { teamId, deletedAt: null, templateType: { in: ["DOCUMENT", "TEMPLATE", "TEAM_TEMPLATE"] } },
      select: { id: true, title: true, type: true },
      orderBy: { title: "asc" },
      take: 2_000,
    }),
  ]);
  return {
    team,
    definitions: rows.map((row) => ({ ...definitionView(row), docTitle: row.doc.title, docDeleted: row.doc.deletedAt !== null })),
    documents,
  };
}
