import { db } from "@/lib/db/client";
import type { Prisma, TeamRole, TemplateType } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { DEFAULT_PAGE_SIZE, type DocumentListView } from "./list-format";
import { encodeCursor, type DocumentListOptions, type ListCursor } from "./list-schemas";
import { documentSearchWhere } from "./search";
import { documentSummarySelect, documentSummaryView, type DocumentSummaryView } from "./view";

// The document index (documents issue §1): one page of a list across the caller's workspaces, or of
// one workspace. Route handlers authorize first (lib/auth/policy) and hand the memberships in.

/** A workspace the caller may list, with the caller's role in it. */
export interface ListMembership {
  teamId: string;
  role: TeamRole;
}

export interface DocumentPage {
  items: DocumentSummaryView[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** What the "documents" view lists; templates, saved blocks and snapshots live elsewhere. */
export const DOCUMENT_TEMPLATE_TYPES = ["DOCUMENT", "DOCUMENT_FROM_TEAM_TEMPLATE"] as const satisfies TemplateType[];

/**
 * The workspaces the user is an accepted member of (the rule of lib/auth/policy.ts findMembership:
 * a pending invitation gives no access), oldest membership first.
 */
export async function listableMemberships(userId: string): Promise<ListMembership[]> {
  return db.member.findMany({
    where: { userId, acceptedAt: { not: null } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { teamId: true, role: true },
  });
}

/**
 * Which workspaces and template types a view covers. Team templates: admins see all of their
 * workspace's, members the published ones and their own (lib/auth/policy.ts requireDocumentViewer).
 */
export function viewScopeWhere(userId: string, memberships: ListMembership[], view: DocumentListView): Prisma.DocumentWhereInput {
  const teamIds = memberships.map((m) => m.teamId);
  if (view === "documents") return { teamId: { in: teamIds }, templateType: { in: [...DOCUMENT_TEMPLATE_TYPES] } };
  const adminTeams = memberships.filter((m) => m.role === "ADMIN").map((m) => m.teamId);
  const memberTeams = memberships.filter((m) => m.role !== "ADMIN").map((m) => m.teamId);
  const visible: Prisma.DocumentWhereInput[] = [];
  if (adminTeams.length) visible.push({ teamId: { in: adminTeams } });
  if (memberTeams.length) visible.push({ teamId: { in: memberTeams }, OR: [{ teamTemplatePublished: true }, { ownerId: userId }] });
  return { templateType: "TEAM_TEMPLATE", OR: visible };
}

/** Rows after the cursor in the order (updatedAt desc, id desc). */
function afterCursor(cursor: ListCursor): Prisma.DocumentWhereInput {
  return { OR: [{ updatedAt: { lt: cursor.updatedAt } }, { updatedAt: cursor.updatedAt, id: { lt: cursor.id } }] };
}

/**
 * One page, newest change first, with an opaque keyset cursor: one query (owner, workspace and the
 * snapshot count come with the rows), served by the index (teamId, archived, deletedAt, updatedAt).
 * Soft-deleted documents are never listed.
 */
export async function listDocuments(userId: string, memberships: ListMembership[], options: DocumentListOptions): Promise<DocumentPage> {
  if (!memberships.length) return { items: [], nextCursor: null };
  const conditions: Prisma.DocumentWhereInput[] = [viewScopeWhere(userId, memberships, options.view)];
  if (options.onlyMine) conditions.push({ ownerId: userId });
  if (options.search) conditions.push(documentSearchWhere(options.search));
  if (options.cursor) conditions.push(afterCursor(options.cursor));
  const rows = await db.document.findMany({
    where: { archived: options.archived, deletedAt: null, AND: conditions },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: options.limit + 1,
    select: documentSummarySelect,
  });
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => documentSummaryView(row, userId)),
    nextCursor: rows.length > options.limit && last ? encodeCursor({ updatedAt: last.updatedAt, id: last.id }) : null,
  };
}

/** Fills in the defaults of a list request (for pages and scripts that call listDocuments directly). */
export function listOptions(options: Partial<DocumentListOptions> = {}): DocumentListOptions {
  return { archived: false, onlyMine: false, view: "documents", limit: DEFAULT_PAGE_SIZE, ...options };
}

/** How many documents the "find by contact" answer holds at most (newest change first). */
export const BY_CONTACT_LIMIT = 100;

/** The workspace a contact belongs to, for the authorization of "find by contact"; unknown contacts are 404. */
export async function contactTeamId(contactId: string): Promise<string> {
  const contact = await db.contact.findUnique({ where: { id: contactId }, select: { teamId: true } });
  if (!contact) throw notFound();
  return contact.teamId;
}

/** Documents of the contact's workspace linked to the contact (contact edit page), archived ones included, never soft-deleted ones. */
export async function listDocumentsByContact(userId: string, contactId: string, teamId: string): Promise<DocumentSummaryView[]> {
  const rows = await db.document.findMany({
    where: { teamId, deletedAt: null, templateType: { in: [...DOCUMENT_TEMPLATE_TYPES] }, contacts: { some: { contactId } } },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: BY_CONTACT_LIMIT,
    select: documentSummarySelect,
  });
  return rows.map((row) => documentSummaryView(row, userId));
}
