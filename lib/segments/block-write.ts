import type { Actor } from "@/lib/auth/actor";
import type { DocumentFacts, Membership } from "@/lib/auth/policy";
import { Prisma, type Segment, type TeamRole } from "@/lib/db/generated/client";
import { historyCtes } from "@/lib/documents/history";
import { segmentColumnsSql, segmentHistoryRowSql, userVisibleSql } from "@/lib/documents/undo-segments";
import { AppError, notFound } from "@/lib/http/errors";
import { requireInForce } from "@/lib/plans/account-plan";
import { planStatus, type PlanRow } from "@/lib/plans/status";
import type { EditDocument, SegmentKind } from "./edit-scope";

// A block's autosave is the editor's most frequent call, so it costs four statements besides the
// session's read: BEGIN, one locked read of everything it decides on, one write that records its
// own undo entry, COMMIT. The rules are the same as every other block write's (lib/segments/edit-scope.ts):
// the document's history lock first, then who may edit, the bin, the plan, the version.

/** The authorization a route hands in: a rule of lib/auth/policy.ts on the facts read here (it throws). */
export type DocumentAuthorization = (actor: Actor, doc: DocumentFacts, membership: Membership | null) => unknown;

interface LockedRow {
  d_id: string;
  d_teamId: string;
  d_ownerId: string;
  d_templateType: string;
  d_teamTemplatePublished: boolean;
  d_allowAddNewBlocks: boolean;
  d_allowDeleteBlocks: boolean;
  d_deletedAt: Date | null;
  m_id: string | null;
  m_role: TeamRole | null;
  u_disabled: boolean | null;
  p_state: PlanRow["state"] | null;
  p_product: PlanRow["product"];
  p_interval: PlanRow["interval"];
  p_diskQuotaGb: number | null;
  p_startsAt: Date | null;
  p_expiresAt: Date | null;
  p_cancelAtPeriodEnd: boolean | null;
  p_stripeSubscriptionId: string | null;
}

/**
 * Takes the history lock of the block's document and reads, in the same statement, the block, the
 * document, the caller's membership and plan; then applies `authorize` (404/403), the bin (409) and
 * the plan (402) in that order, as requireDocumentOwner and openBlockEdit do. A block that is not of
 * this kind is 404. The block's row may predate a concurrent move (its `order`): nothing here writes
 * it back, and the write below records the rows as they are then.
 */
export async function openBlockWrite(tx: Prisma.TransactionClient, actor: Actor, segmentId: string, kind: SegmentKind, authorize: DocumentAuthorization) {
  const userId = actor.user.id;
  const rows = await tx.$queryRaw<(Segment & LockedRow)[]>`
    SELECT ${segmentColumnsSql("s")},
      d."id" AS "d_id", d."teamId" AS "d_teamId", d."ownerId" AS "d_ownerId", d."templateType"::text AS "d_templateType",
      d."teamTemplatePublished" AS "d_teamTemplatePublished", d."allowAddNewBlocks" AS "d_allowAddNewBlocks",
      d."allowDeleteBlocks" AS "d_allowDeleteBlocks", d."deletedAt" AS "d_deletedAt",
      m."id" AS "m_id", m."role"::text AS "m_role", u."disabled" AS "u_disabled",
      p."state"::text AS "p_state", p."product"::text AS "p_product", p."interval"::text AS "p_interval", p."diskQuotaGb" AS "p_diskQuotaGb",
      p."startsAt" AS "p_startsAt", p."expiresAt" AS "p_expiresAt", p."cancelAtPeriodEnd" AS "p_cancelAtPeriodEnd",
      p."stripeSubscriptionId" AS "p_stripeSubscriptionId"
    FROM "segments" s
    JOIN "documents" d ON d."id" = s."documentId"
    LEFT JOIN LATERAL (
      SELECT "id", "role" FROM "members" WHERE "teamId" = d."teamId" AND "userId" = ${userId} AND "acceptedAt" IS NOT NULL LIMIT 1
    ) m ON true
    LEFT JOIN "users" u ON u."id" = ${userId}
    LEFT JOIN LATERAL (
      SELECT * FROM "plan_histories" WHERE "userId" = ${userId} ORDER BY "createdAt" DESC, "id" DESC LIMIT 1
    ) p ON true
    WHERE s."id" = ${segmentId} AND s."isFixedBlock" = ${kind === "fixed"}
    FOR UPDATE OF d`;
  const row = rows[0];
  if (!row) throw notFound();

  const membership: Membership | null = row.m_id && row.m_role ? { memberId: row.m_id, teamId: row.d_teamId, role: row.m_role } : null;
  authorize(
    actor,
    { id: row.d_id, teamId: row.d_teamId, ownerId: row.d_ownerId, templateType: row.d_templateType, teamTemplatePublished: row.d_teamTemplatePublished, deletedAt: row.d_deletedAt },
    membership,
  );
  if (row.d_deletedAt) throw new AppError("CONFLICT", "documentInTrash");
  requireInForce(planStatus(planRowOf(row), row.u_disabled ?? false));

  const doc: EditDocument = {
    id: row.d_id,
    teamId: row.d_teamId,
    templateType: row.d_templateType as EditDocument["templateType"],
    allowAddNewBlocks: row.d_allowAddNewBlocks,
    allowDeleteBlocks: row.d_allowDeleteBlocks,
    deletedAt: row.d_deletedAt,
  };
  const block = Object.fromEntries(Object.entries(row).filter(([column]) => !/^[dmup]_/.test(column))) as Segment;
  return { doc, block };
}

function planRowOf(row: LockedRow): PlanRow | null {
  if (!row.p_state || row.p_startsAt === null || row.p_diskQuotaGb === null) return null;
  return {
    state: row.p_state,
    product: row.p_product,
    interval: row.p_interval,
    diskQuotaGb: row.p_diskQuotaGb,
    startsAt: row.p_startsAt,
    expiresAt: row.p_expiresAt,
    cancelAtPeriodEnd: row.p_cancelAtPeriodEnd ?? false,
    stripeSubscriptionId: row.p_stripeSubscriptionId,
  };
}

/** The columns a block update may set; absent ones keep their stored value. */
export interface BlockChanges {
  content?: unknown;
  metaData?: unknown;
  imageList?: string[];
  miscFileList?: string[];
  autoSelectOnHover?: boolean;
  teamTemplateUserCanEdit?: boolean;
}

/**
 * Writes a block's changes when it still has `version` (the version moves on by one), and records
 * the undo entry in the same statement: the row before and after, as the history keeps them, only
 * when something the user sees changed. Answers the new row, or null when the version has moved
 * (a conflict). Needs the document's history lock (openBlockWrite).
 */
export async function writeBlockChanges(
  tx: Prisma.TransactionClient,
  change: { documentId: string; userId: string; action: string },
  segmentId: string,
  version: number,
  changes: BlockChanges,
): Promise<Segment | null> {
  const has = (value: unknown) => value !== undefined;
  // content is a nullable JSON column (SQL NULL for none); metaData is not (JSON null).
  const content = changes.content === undefined || changes.content === null ? null : JSON.stringify(changes.content);
  const metaData = JSON.stringify(changes.metaData ?? null);
  const item = (side: "before" | "after") =>
    Prisma.sql`(SELECT jsonb_build_array(jsonb_build_object('kind', 'segment', 'id', ${segmentId}::text, 'row', ${Prisma.raw(`"${side}"`)})) FROM history_rows)`;
  const rows = await tx.$queryRaw<Segment[]>`
    WITH block_old AS (SELECT * FROM "segments" WHERE "id" = ${segmentId} AND "version" = ${version}),
    block_new AS (
      UPDATE "segments" s SET
        "content" = CASE WHEN ${has(changes.content)} THEN ${content}::jsonb ELSE s."content" END,
        "metaData" = CASE WHEN ${has(changes.metaData)} THEN ${metaData}::jsonb ELSE s."metaData" END,
        "imageList" = COALESCE(${changes.imageList ?? null}::text[], s."imageList"),
        "miscFileList" = COALESCE(${changes.miscFileList ?? null}::text[], s."miscFileList"),
        "autoSelectOnHover" = COALESCE(${changes.autoSelectOnHover ?? null}::boolean, s."autoSelectOnHover"),
        "teamTemplateUserCanEdit" = COALESCE(${changes.teamTemplateUserCanEdit ?? null}::boolean, s."teamTemplateUserCanEdit"),
        "version" = s."version" + 1,
        "updatedAt" = ${new Date()}::timestamp(3)
      FROM block_old WHERE s."id" = block_old."id" AND s."version" = ${version}
      RETURNING s.*
    ),
    history_sides AS (SELECT ${segmentHistoryRowSql("block_old")} AS "before", ${segmentHistoryRowSql("block_new")} AS "after" FROM block_old, block_new),
    history_rows AS (SELECT * FROM history_sides WHERE ${userVisibleSql(Prisma.sql`"before"`)} IS DISTINCT FROM ${userVisibleSql(Prisma.sql`"after"`)}),
    ${historyCtes(change, { before: item("before"), after: item("after") }, Prisma.sql`SELECT 1 FROM history_rows`)}
    SELECT ${segmentColumnsSql("block_new")} FROM block_new`;
  return rows[0] ?? null;
}
