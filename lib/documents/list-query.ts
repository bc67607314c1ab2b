import { Prisma, type TemplateType } from "@/lib/db/generated/client";
import { DEAL_FILTER_STATUS, type DealFilter } from "./list-format";
import type { DocumentListOptions } from "./list-schemas";
import { documentSearchSql } from "./search";
import type { DocumentSummaryRow } from "./view";

// The SQL behind the document lists that must stay cheap at any size (lib/documents/list.ts, the
// index; lib/documents/events.ts, its schedule). Prisma's findMany cannot say what keeps them so: one
// ordered range of a partial index per workspace and template type ("lanes"), merged and cut to the
// page; a row-value keyset (updatedAt, id) < cursor as a bound of that range; the membership check
// and the owner, workspace and snapshot count in the same statement. Each workspace then costs at
// most a page of index entries, whether it holds 50 or 50,000 documents, in one round trip.

/** What the "documents" view lists; templates, saved blocks and snapshots live elsewhere. */
export const DOCUMENT_TEMPLATE_TYPES = ["DOCUMENT", "DOCUMENT_FROM_TEAM_TEMPLATE"] as const satisfies TemplateType[];

/** The documents columns a list row is built from (lib/documents/view.ts documentSummaryView). */
const DOCUMENT_COLUMNS = Prisma.raw(
  ["id", "title", "type", "templateType", "archived", "deletedAt", "teamId", "ownerId", "thumbnailId", "teamTemplatePublished", "eventStartDate", "eventEndDate", "eventHasStartDate", "eventUserState", "project", "cachedData", "requireAcceptance", "dealStatus", "dealStatusAt", "createdAt", "updatedAt"]
    .map((column) => `d."${column}"`)
    .join(", "),
);

/**
 * CTE "lanes": one row per workspace the user is an accepted member of (the rule of lib/auth/policy.ts
 * findMembership; only `teamId` if given) and per template type, with the user's role.
 */
function lanes(userId: string, teamId: string | null, templateTypes: readonly TemplateType[]): Prisma.Sql {
  return Prisma.sql`"lanes" AS (
  SELECT m."teamId", m."role", t."templateType"::"TemplateType" AS "templateType"
  FROM "members" m CROSS JOIN unnest(${templateTypes}::text[]) AS t("templateType")
  WHERE m."userId" = ${userId} AND m."acceptedAt" IS NOT NULL${teamId === null ? Prisma.empty : Prisma.sql` AND m."teamId" = ${teamId}`}
)`;
}

/** The rows of CTE `rows` (documents columns) with their owner, workspace and snapshot count, in `order`. */
function withRelations(order: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
SELECT p.*,
  o."firstname" AS "ownerFirstname", o."lastname" AS "ownerLastname",
  t."name" AS "teamName", t."decimalSeparator" AS "teamDecimalSeparator", t."groupSeparator" AS "teamGroupSeparator",
  (SELECT count(*)::int FROM "snapshots" s WHERE s."documentId" = p."id") AS "snapshotCount"
FROM "rows" p
LEFT JOIN "users" o ON o."id" = p."ownerId"
LEFT JOIN "teams" t ON t."id" = p."teamId"
ORDER BY ${order}`;
}

/**
 * The deal status as a literal, not a parameter: the planner then proves documents_deal_idx's
 * predicate (dealStatus <> 'NONE') from it in every plan, a prepared statement's generic plan too.
 * Only the fixed names of DEAL_FILTER_STATUS are ever written into the statement.
 */
function dealStatusLiteral(filter: DealFilter): Prisma.Sql {
  const status = DEAL_FILTER_STATUS[filter];
  if (!/^[A-Z]+$/.test(status)) throw new Error(`Not a deal filter: ${filter}`);
  return Prisma.raw(`'${status}'::"DealStatus"`);
}

/**
 * One page of the index, newest change first, from documents_list_idx (documents_list_owner_idx for
 * "only mine"; documents_deal_idx for a deal filter: one deal status of the lane is its range).
 * `teamId` null lists every workspace the user is an accepted member of, a teamId that one if the
 * user is an accepted member of it. Answers the page's rows plus, for each listed
 * workspace and template type with fewer rows than asked, one row whose `id` is null: so an empty
 * answer means "no such membership". Team templates: admins see all of their workspace's, members
 * the published ones and their own (lib/auth/policy.ts requireDocumentViewer). Soft-deleted documents
 * are never listed.
 */
export function documentPageStatement(userId: string, teamId: string | null, options: DocumentListOptions): Prisma.Sql {
  const take = options.limit + 1;
  const filters: Prisma.Sql[] = [];
  if (options.onlyMine) filters.push(Prisma.sql`AND d."ownerId" = ${userId}`);
  if (options.view === "team-templates") filters.push(Prisma.sql`AND (l."role" = 'ADMIN' OR d."teamTemplatePublished" OR d."ownerId" = ${userId})`);
  // A row value is a bound of the index range; `a < x OR (a = x AND b < y)` would only filter it.
  if (options.cursor) filters.push(Prisma.sql`AND (d."updatedAt", d."id") < (${options.cursor.updatedAt}::timestamp(3), ${options.cursor.id})`);
  if (options.search) filters.push(Prisma.sql`AND ${documentSearchSql(options.search)}`);
  if (options.deal) filters.push(Prisma.sql`AND d."dealStatus" = ${dealStatusLiteral(options.deal)}`);
  const templateTypes = options.view === "documents" ? DOCUMENT_TEMPLATE_TYPES : (["TEAM_TEMPLATE"] as const);
  return Prisma.sql`
WITH ${lanes(userId, teamId, templateTypes)}, "rows" AS (
  SELECT d.*
  FROM "lanes" l
  LEFT JOIN LATERAL (
    SELECT ${DOCUMENT_COLUMNS}
    FROM "documents" d
    WHERE d."teamId" = l."teamId" AND d."templateType" = l."templateType" AND d."archived" = ${options.archived} AND d."deletedAt" IS NULL
      ${filters.length ? Prisma.join(filters, "\n      ") : Prisma.empty}
    ORDER BY d."updatedAt" DESC, d."id" DESC
    LIMIT ${take}
  ) d ON true
  ORDER BY d."updatedAt" DESC NULLS LAST, d."id" DESC NULLS LAST
  LIMIT ${take}
)${withRelations(Prisma.sql`p."updatedAt" DESC NULLS LAST, p."id" DESC NULLS LAST`)}`;
}

/**
 * The active documents of the user's workspaces whose event starts on `today` or later, or started
 * earlier and ends on `today` or later (running), soonest first, at most `limit`. Per workspace and
 * template type: the next `limit` starts from documents_events_start_idx, and the running ones from
 * documents_events_end_idx (only events not yet over are in its range, however many are past).
 */
export function upcomingEventsStatement(userId: string, today: Date, limit: number): Prisma.Sql {
  const active = Prisma.sql`d."teamId" = l."teamId" AND d."templateType" = l."templateType" AND NOT d."archived" AND d."deletedAt" IS NULL`;
  return Prisma.sql`
WITH ${lanes(userId, null, DOCUMENT_TEMPLATE_TYPES)}, "rows" AS (
  SELECT d.*
  FROM "lanes" l
  CROSS JOIN LATERAL (
    (SELECT ${DOCUMENT_COLUMNS} FROM "documents" d
     WHERE ${active} AND d."eventStartDate" >= ${today}::timestamp(3)
     ORDER BY d."eventStartDate", d."id" LIMIT ${limit})
    UNION ALL
    (SELECT ${DOCUMENT_COLUMNS} FROM "documents" d
     WHERE ${active} AND d."eventEndDate" >= ${today}::timestamp(3) AND d."eventStartDate" < ${today}::timestamp(3))
  ) d
  ORDER BY d."eventStartDate", d."id"
  LIMIT ${limit}
)${withRelations(Prisma.sql`p."eventStartDate", p."id"`)}`;
}

/** One row of these statements: the document's columns, then its owner's, workspace's and snapshot count. */
export type DocumentSummarySqlRow = Omit<DocumentSummaryRow, "owner" | "team" | "_count"> & {
  ownerFirstname: string;
  ownerLastname: string;
  teamName: string;
  teamDecimalSeparator: string;
  teamGroupSeparator: string;
  snapshotCount: number;
};

/** A row marking a membership with fewer rows than asked (see documentPageStatement). */
export type DocumentPageMarker = { [K in keyof DocumentSummarySqlRow]: null };

/** The row in the shape lib/documents/view.ts documentSummaryView reads. */
export function summaryRowOf(row: DocumentSummarySqlRow): DocumentSummaryRow {
  const { ownerFirstname, ownerLastname, teamName, teamDecimalSeparator, teamGroupSeparator, snapshotCount, ...document } = row;
  return {
    ...document,
    owner: { id: row.ownerId, firstname: ownerFirstname, lastname: ownerLastname },
    team: { id: row.teamId, name: teamName, decimalSeparator: teamDecimalSeparator, groupSeparator: teamGroupSeparator },
    _count: { snapshots: snapshotCount },
  };
}
