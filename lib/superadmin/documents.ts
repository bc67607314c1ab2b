import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { loadDocumentView } from "@/lib/documents/lifecycle";
import { AppError } from "@/lib/http/errors";
import { skipOf, type Page } from "./paging";

// The console's documents (issue 12, accounts spec §9): every workspace's documents, newest change
// first, and those with a private note or event dates. Unscoped on purpose: only super admins get
// here (the route handlers ask requireSuperAdmin first).

const ownerSelect = { select: { id: true, username: true, email: true } } as const;
const teamSelect = { select: { id: true, name: true } } as const;

const documentRowSelect = {
  id: true,
  title: true,
  templateType: true,
  updatedAt: true,
  deletedAt: true,
  archived: true,
  owner: ownerSelect,
  team: teamSelect,
} as const satisfies Prisma.DocumentSelect;

type DocumentRow = Prisma.DocumentGetPayload<{ select: typeof documentRowSelect }>;

const documentItem = (row: DocumentRow) => ({
  _id: row.id,
  title: row.title,
  templateType: row.templateType,
  owner: { _id: row.owner.id, username: row.owner.username, email: row.owner.email },
  team: { _id: row.team.id, name: row.team.name },
  updatedAt: row.updatedAt,
  deleted: row.deletedAt !== null,
  archived: row.archived,
});

const newestFirst = [{ updatedAt: "desc" }, { id: "desc" }] satisfies Prisma.DocumentOrderByWithRelationInput[];

interface ListInput {
  page: number;
  size: number;
  q?: string | undefined;
}

export async function listDocuments({ page, size, q }: ListInput): Promise<Page<ReturnType<typeof documentItem>>> {
  const where: Prisma.DocumentWhereInput = q ? { title: { contains: q, mode: "insensitive" } } : {};
  const [rows, total] = await Promise.all([
    db.document.findMany({ where, select: documentRowSelect, orderBy: newestFirst, skip: skipOf(page, size), take: size }),
    db.document.count({ where }),
  ]);
  return { items: rows.map(documentItem), page, pageSize: size, total };
}

/** A private note (not blank) or an event date. */
const withNotesWhere: Prisma.DocumentWhereInput = {
  OR: [{ AND: [{ privateNote: { not: null } }, { privateNote: { not: "" } }] }, { eventStartDate: { not: null } }, { eventEndDate: { not: null } }],
};

export async function listDocumentsWithNotes({ page, size, q }: ListInput) {
  const where: Prisma.DocumentWhereInput = q ? { AND: [withNotesWhere, { title: { contains: q, mode: "insensitive" } }] } : withNotesWhere;
  const select = { ...documentRowSelect, privateNote: true, eventStartDate: true, eventEndDate: true } as const;
  const [rows, total] = await Promise.all([
    db.document.findMany({ where, select, orderBy: newestFirst, skip: skipOf(page, size), take: size }),
    db.document.count({ where }),
  ]);
  const items = rows.map((row) => ({ ...documentItem(row), privateNote: row.privateNote, event: { startDate: row.eventStartDate, endDate: row.eventEndDate } }));
  return { items, page, pageSize: size, total };
}

/**
 * Any document, read-only, in the editor's own shape (accounts spec §2 /superadmin/document/:id). The
 * operator is neither its owner nor a workspace admin, so the private note stays the owner's. A
 * binned or unknown document is 410, which the console turns into the document-link-disabled page.
 */
export async function operatorDocumentView(documentId: string) {
  const gone = () => new AppError("GONE", "superAdminDocumentGone");
  const document = await loadDocumentView(documentId, { isTheOwner: false, isTeamAdmin: false, readOnly: true }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === "NOT_FOUND" ? gone() : error;
  });
  if (document.deleted) throw gone();
  return { document };
}
