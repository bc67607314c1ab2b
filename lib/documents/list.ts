import { db } from "@/lib/db/client";
import type { TeamRole } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { DEFAULT_PAGE_SIZE } from "./list-format";
import { DOCUMENT_TEMPLATE_TYPES, documentPageStatement, summaryRowOf, type DocumentPageMarker, type DocumentSummarySqlRow } from "./list-query";
import { encodeCursor, type DocumentListOptions } from "./list-schemas";
import { documentSummarySelect, documentSummaryView, type DocumentSummaryView } from "./view";

// The document index (documents issue §1): one page of a list across the caller's workspaces, or of
// one workspace. The membership check is part of the page's one statement (./list-query.ts).

export { DOCUMENT_TEMPLATE_TYPES };

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
 * One page, newest change first, with an opaque keyset cursor on (updatedAt desc, id desc), in one
 * database round trip. `teamId` null: every workspace the user is an accepted member of. A teamId:
 * that workspace, or null when the user is not an accepted member of it (callers answer 404, see
 * lib/auth/policy.ts requireListedWorkspace).
 */
export async function listDocuments(userId: string, teamId: null, options: DocumentListOptions): Promise<DocumentPage>;
export async function listDocuments(userId: string, teamId: string | null, options: DocumentListOptions): Promise<DocumentPage | null>;
export async function listDocuments(userId: string, teamId: string | null, options: DocumentListOptions): Promise<DocumentPage | null> {
  const answer = await db.$queryRaw<(DocumentSummarySqlRow | DocumentPageMarker)[]>(documentPageStatement(userId, teamId, options));
  if (teamId !== null && !answer.length) return null;
  const rows = answer.filter((row): row is DocumentSummarySqlRow => row.id !== null);
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => documentSummaryView(summaryRowOf(row), userId)),
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
