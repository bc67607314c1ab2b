import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { requirePlanAllowsEditing } from "@/lib/plans/edit-allowed";
import { recordChange, type HistoryItem } from "./history";
import { requireLiveDocument } from "./lifecycle";
import { lockDocumentHistory } from "./undo-lock";

/** Document fields that simple setters change and undo can put back (rename, event, note, page setup...). */
export type DocumentFieldName =
  | "title"
  | "eventStartDate"
  | "eventEndDate"
  | "eventHasStartDate"
  | "eventUserState"
  | "privateNote"
  | "sidebarVisible"
  | "sidebarWidth"
  | "paperSize"
  | "pageMargins"
  | "customCss"
  | "numberingStyle"
  | "header"
  | "footer"
  | "styleId"
  | "styleData"
  | "requireAcceptance";

export type DocumentFields = Partial<Record<DocumentFieldName, unknown>>;

const FIELD_SELECT = {
  title: true,
  eventStartDate: true,
  eventEndDate: true,
  eventHasStartDate: true,
  eventUserState: true,
  privateNote: true,
  sidebarVisible: true,
  sidebarWidth: true,
  paperSize: true,
  pageMargins: true,
  customCss: true,
  numberingStyle: true,
  header: true,
  footer: true,
  styleId: true,
  styleData: true,
  requireAcceptance: true,
} satisfies Record<DocumentFieldName, true>;

const JSON_FIELDS = new Set<DocumentFieldName>(["pageMargins", "header", "footer", "styleData"]);

/** Prisma writes SQL NULL into a nullable JSON column only when told with DbNull; plain null is refused. */
export function toColumnValues(fields: DocumentFields): Prisma.DocumentUncheckedUpdateInput {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value === null && JSON_FIELDS.has(name as DocumentFieldName) ? Prisma.DbNull : value]),
  ) as Prisma.DocumentUncheckedUpdateInput;
}

/** JSON-safe form of a field value for the history (dates as ISO strings; read back by undo). */
export function toHistoryValue(value: unknown): Prisma.InputJsonValue | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return { $date: value.toISOString() };
  return value as Prisma.InputJsonValue;
}

/**
 * Changes fields of a document and records the change for undo, in one transaction. Only the fields
 * given are read, written and recorded, so undoing a rename never reverts an event date set since.
 * Bumps the document's version (optimistic concurrency). Refuses, under the same lock as the write, a
 * document in the trash (409) and, unless told otherwise, an editor whose plan has ended (402), as
 * block writes do.
 */
export async function updateDocumentFields(input: {
  documentId: string;
  userId: string;
  action: string;
  fields: DocumentFields;
  /** false for the editor's own layout (sidebar): not an edit of the document, so an ended plan does not stop it. */
  requirePlan?: boolean;
}) {
  const names = Object.keys(input.fields) as DocumentFieldName[];
  const select = Object.fromEntries(names.map((name) => [name, FIELD_SELECT[name]]));
  return db.$transaction(async (tx) => {
    // Lock first, then read: an undo committing in between would otherwise make `before` stale.
    await lockDocumentHistory(tx, input.documentId);
    await requireLiveDocument(input.documentId, tx);
    if (input.requirePlan !== false) await requirePlanAllowsEditing(input.userId, tx);
    const current = (await tx.document.findUniqueOrThrow({ where: { id: input.documentId }, select })) as Record<string, unknown>;
    const before: HistoryItem = { kind: "document", id: input.documentId, fields: Object.fromEntries(names.map((n) => [n, toHistoryValue(current[n])])) };
    const after: HistoryItem = { kind: "document", id: input.documentId, fields: Object.fromEntries(names.map((n) => [n, toHistoryValue(input.fields[n])])) };
    const updated = await tx.document.update({
      where: { id: input.documentId },
      data: { ...toColumnValues(input.fields), version: { increment: 1 } },
    });
    await recordChange(tx, { documentId: input.documentId, userId: input.userId, action: input.action, before: [before], after: [after] });
    return updated;
  });
}
