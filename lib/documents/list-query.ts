import { Prisma, type TemplateType } from "@/lib/db/generated/client";
import type { DocumentListOptions } from "./list-schemas";
import { documentSearchSql } from "./search";
import type { DocumentSummaryRow } from "./view";

// The one SQL statement behind a page of the document index (lib/documents/list.ts). Prisma's
// findMany cannot say what keeps a page cheap at any size: one ordered range of the index
// documents_list_idx (or documents_list_owner_idx for "only mine") per workspace and template type,
// merged and cut to the page; the row-value keyset (updatedAt, id) < cursor as a bound of that range;
// the membership check and the owner, workspace and snapshot count in the same statement. Each
// workspace then costs at most one page of index entries, whether it holds 50 or 50,000 documents.

/** What the "documents" view lists; templates, saved blocks and snapshots live elsewhere. */
export const DOCUMENT_TEMPLATE_TYPES = ["DOCUMENT", "DOCUMENT_FROM_TEAM_TEMPLATE"] as const satisfies TemplateType[];

const templateTypesOf = (view: DocumentListOptions["view"]): readonly TemplateType[] =>
  view === "documents" ? DOCUMENT_TEMPLATE_TYPES : ["TEAM_TEMPLATE"];

/**
 * The statement of one page. `teamId` null lists every workspace the user is an accepted member of;
 * a teamId lists that one if the user is an accepted member of it (the rule of lib/auth/policy.ts
 * findMembership). Answers the page's rows plus, for each listed workspace and template type with
 * fewer rows than asked, one row whose `id` is null: so an empty answer means "no such membership".
 * Team templates: admins see all of their workspace's, members the published ones and their own
 * (lib/auth/policy.ts requireDocumentViewer). Soft-deleted documents are never listed.
 */
export function documentPageStatement(userId: string, teamId: string | null, options: DocumentListOptions): Prisma.Sql {
  const take = options.limit + 1;
  const filters: Prisma.Sql[] = [];
  if (options.onlyMine) filters.push(Prisma.sql`AND d."ownerId" = ${userId}`);
  if (options.view === "team-templates") filters.push(Prisma.sql`AND (l."role" = 'ADMIN' OR d."teamTemplatePublished" OR d."ownerId" = ${userId})`);
  // A row value is a bound of the index range; `a < x OR (a = x AND b < y)` would only filter it.
  if (options.cursor) filters.push(Prisma.sql`AND (d."updatedAt", d."id") < (${options.cursor.updatedAt}::timestamp(3), ${options.cursor.id})`);
  if (options.search) filters.push(Prisma.sql`AND ${documentSearchSql(options.search)}`);
  return Prisma.sql`
WITH "lanes" AS (
  SELECT m."teamId", m."role", t."templateType"::"TemplateType" AS "templateType"
  FROM "members" m CROSS JOIN unnest(${templateTypesOf(options.view)}::text[]) AS t("templateType")
  WHERE m."userId" = ${userId} AND m."acceptedAt" IS NOT NULL${teamId === null ? Prisma.empty : Prisma.sql` AND m."teamId" = ${teamId}`}
), "page" AS (
  SELECT d.*
  FROM "lanes" l
  LEFT JOIN LATERAL (
    SELECT d."id", d."title", d."type", d."templateType", d."archived", d."deletedAt", d."teamId", d."ownerId", d."thumbnailId",
      d."teamTemplatePublished", d."eventStartDate", d."eventEndDate", d."eventHasStartDate", d."eventUserState", d."project",
      d."cachedData", d."createdAt", d."updatedAt"
    FROM "documents" d
    WHERE d."teamId" = l."teamId" AND d."templateType" = l."templateType" AND d."archived" = ${options.archived} AND d."deletedAt" IS NULL
      ${filters.length ? Prisma.join(filters, "\n      ") : Prisma.empty}
    ORDER BY d."updatedAt" DESC, d."id" DESC
    LIMIT ${take}
  ) d ON true
  ORDER BY d."updatedAt" DESC NULLS LAST, d."id" DESC NULLS LAST
  LIMIT ${take}
)
SELECT p.*,
  o."firstname" AS "ownerFirstname", o."lastname" AS "ownerLastname",
  t."name" AS "teamName", t."decimalSeparator" AS "teamDecimalSeparator", t."groupSeparator" AS "teamGroupSeparator",
  (SELECT count(*)::int FROM "snapshots" s WHERE s."documentId" = p."id") AS "snapshotCount"
FROM "page" p
LEFT JOIN "users" o ON o."id" = p."ownerId"
LEFT JOIN "teams" t ON t."id" = p."teamId"
ORDER BY p."updatedAt" DESC NULLS LAST, p."id" DESC NULLS LAST`;
}

/** One row of the statement: the document's columns, then its owner's, workspace's and snapshot count. */
export type DocumentPageRow = Omit<DocumentSummaryRow, "owner" | "team" | "_count"> & {
  ownerFirstname: string;
  ownerLastname: string;
  teamName: string;
  teamDecimalSeparator: string;
  teamGroupSeparator: string;
  snapshotCount: number;
};

/** A row marking a membership with fewer rows than asked (see documentPageStatement). */
export type DocumentPageMarker = { [K in keyof DocumentPageRow]: null };

/** The row in the shape lib/documents/view.ts documentSummaryView reads. */
export function summaryRowOf(row: DocumentPageRow): DocumentSummaryRow {
  const { ownerFirstname, ownerLastname, teamName, teamDecimalSeparator, teamGroupSeparator, snapshotCount, ...document } = row;
  return {
    ...document,
    owner: { id: row.ownerId, firstname: ownerFirstname, lastname: ownerLastname },
    team: { id: row.teamId, name: teamName, decimalSeparator: teamDecimalSeparator, groupSeparator: teamGroupSeparator },
    _count: { snapshots: snapshotCount },
  };
}
