import { acceptBlocksOf } from "@/lib/acceptance/accept-blocks";
import { db } from "@/lib/db/client";
import { Prisma, type DealStatus } from "@/lib/db/generated/client";
import { notFound } from "@/lib/http/errors";
import { effectiveChoices, PRICING_TABLE_TYPE, type Choices } from "@/lib/pricing/choices";
import { readFrozen, type FrozenSnapshot } from "@/lib/sharing/frozen";
import { EMAIL_RECIPIENT } from "@/lib/sharing/keys";
import { recipientOf } from "@/lib/sharing/snapshot-view";
import { dealChoiceTables, HEADING_TYPE, type DealChoiceTable } from "./deal-choices";
import { ACCEPT_BLOCK_TYPE } from "./types";
import { dealTimeline, type DealOutcomeSummary, type DealTimelineEntry } from "./deal-timeline";

export type { DealChoiceTable, DealOutcomeSummary, DealTimelineEntry };

// The owner's view of a document's deal (GET /api/document/{id}/deal): per share and recipient that
// closes a deal (asks for acceptance, or lets the client choose options), the client's current
// choices, the signatures with how each signer was verified, the outcome, and a timeline. The owner
// and the workspace's admins read it (the route asks requireShareHistoryAccess first). A fixed
// number of statements whatever the number of shares: one per table, never one per share; and of
// each share's frozen copy only what the overview reads (dealShareRows), never the whole document.

export interface DealSignatureView {
  signerName: string;
  signerEmail: string;
  signerRole: string | null;
  kind: "typed" | "drawn";
  signedAt: Date;
  /** How the signer proved the address (`{ method: "email-code", email, verifiedAt }`), as recorded. */
  verification: { method: string; email: string | null; verifiedAt: string | null };
  addressHash: string;
}

export interface DealShareView {
  snapshotId: string;
  linkName: string | null;
  recipient: string;
  recipientEmail: string | null;
  createdAt: Date;
  requireAcceptance: boolean;
  /** This share's own state: its outcome, else AWAITING while it asks for acceptance, else NONE (choices only). */
  status: DealStatus;
  choices: DealChoiceTable[];
  signatures: DealSignatureView[];
  /** Signers of the Accept blocks who have not signed yet (empty once decided). */
  pendingSigners: { name: string; role: string | null }[];
  outcome: DealOutcomeSummary | null;
  timeline: DealTimelineEntry[];
}

export interface DealOverview {
  status: DealStatus;
  statusAt: Date | null;
  requireAcceptance: boolean;
  shares: DealShareView[];
}

const LOADED_EVENTS = ["loaded_share_page", "clicked_go_to_document"] as const;

const pairKey = (snapshotId: string, recipient: string) => `${snapshotId}|${recipient}`;

function verificationOf(json: unknown): DealSignatureView["verification"] {
  const value = json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  const text = (key: string) => (typeof value[key] === "string" ? (value[key] as string) : null);
  return { method: text("method") ?? "unknown", email: text("email"), verifiedAt: text("verifiedAt") };
}

const storedChoices = (json: unknown): Choices | null => (json && typeof json === "object" && !Array.isArray(json) ? (json as Choices) : null);

const signatureSelect = {
  snapshotId: true,
  recipientKey: true,
  blockId: true,
  signerId: true,
  signerName: true,
  signerEmail: true,
  signerRole: true,
  kind: true,
  signedAt: true,
  verification: true,
  addressHash: true,
} as const;

const decisionSelect = { snapshotId: true, recipientKey: true, outcome: true, decidedAt: true, contentHash: true, declinedBy: true, declineReason: true } as const;

interface ShareRow {
  id: string;
  linkName: string | null;
  createdAt: Date;
  emailTo: string | null;
  emailSentAt: Date | null;
  firstOpenedAt: Date | null;
  requireAcceptance: boolean;
  /** The part of the frozen copy the overview reads (dealShareRows). */
  frozen: unknown;
  recipients: { recipientKey: string; email: string | null }[];
}

type SignatureRow = Prisma.SignatureGetPayload<{ select: typeof signatureSelect }>;
type DecisionRow = Prisma.DealDecisionGetPayload<{ select: typeof decisionSelect }>;

/** Rows by share and recipient. */
function byPair<T extends { snapshotId: string; recipientKey: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const key = pairKey(row.snapshotId, row.recipientKey);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}

interface DealRows {
  selections: Map<string, { choices: unknown }[]>;
  signatures: Map<string, SignatureRow[]>;
  decisions: Map<string, DecisionRow[]>;
  /** The first time each share and recipient was opened. */
  opened: Map<string, Date | null>;
}

/** Blocks the overview reads whole: signers, tables and the headings that title them. */
const WHOLE_BLOCK_TYPES = [ACCEPT_BLOCK_TYPE, PRICING_TABLE_TYPE, HEADING_TYPE];

/**
 * The document's shares that close a deal, newest first, with their recipients. Of the frozen copy
 * only the workspace's number format and the blocks: Accept blocks, pricing tables and headings
 * whole, every other block reduced to its place (id, type, parent, order, fixed), which is all a
 * table's title needs (the heading right above it). A frozen copy without a block list reads as empty.
 */
function dealShareRows(documentId: string): Promise<ShareRow[]> {
  return db.$queryRaw<ShareRow[]>`
    SELECT s."id", s."linkName", s."createdAt", s."emailTo", s."emailSentAt", s."firstOpenedAt", s."requireAcceptance",
      jsonb_build_object(
        'team', jsonb_build_object('numberFormat', s."frozen" #> '{team,numberFormat}'),
        'blocks', (
          SELECT coalesce(jsonb_agg(
            CASE WHEN b ->> 'segmentType' IN (${Prisma.join(WHOLE_BLOCK_TYPES)}) THEN b
            ELSE jsonb_build_object('id', b -> 'id', 'segmentType', b -> 'segmentType', 'parent', b -> 'parent', 'order', b -> 'order', 'isFixedBlock', b -> 'isFixedBlock')
            END ORDER BY e.n), '[]'::jsonb)
          FROM jsonb_array_elements(CASE WHEN jsonb_typeof(s."frozen" -> 'blocks') = 'array' THEN s."frozen" -> 'blocks' ELSE '[]'::jsonb END) WITH ORDINALITY AS e(b, n)
        )
      ) AS "frozen",
      (SELECT coalesce(jsonb_agg(jsonb_build_object('recipientKey', r."recipientKey", 'email', r."email")), '[]'::jsonb)
         FROM "share_recipients" r WHERE r."snapshotId" = s."id") AS "recipients"
    FROM "snapshots" s
    WHERE s."documentId" = ${documentId} AND (s."requireAcceptance" OR s."hasChoices")
    ORDER BY s."createdAt" DESC, s."id" DESC`;
}

/** The deal of a document the caller may view (a missing document is 404). */
export async function readDealOverview(documentId: string): Promise<DealOverview> {
  const [document, shares] = await Promise.all([
    db.document.findUnique({ where: { id: documentId }, select: { requireAcceptance: true, dealStatus: true, dealStatusAt: true } }),
    dealShareRows(documentId),
  ]);
  if (!document) throw notFound();
  const inShares = { snapshotId: { in: shares.map((share) => share.id) } };
  const [selections, signatures, decisions, opens] = shares.length
    ? await Promise.all([
        db.shareSelection.findMany({ where: inShares, select: { snapshotId: true, recipientKey: true, choices: true } }),
        db.signature.findMany({ where: inShares, orderBy: [{ signedAt: "asc" }, { id: "asc" }], select: signatureSelect }),
        db.dealDecision.findMany({ where: inShares, select: decisionSelect }),
        db.shareViewEvent.groupBy({ by: ["snapshotId", "recipientKey"], where: { ...inShares, name: { in: [...LOADED_EVENTS] } }, _min: { createdAt: true } }),
      ])
    : [[], [], [], []];
  const rows: DealRows = {
    selections: byPair(selections),
    signatures: byPair(signatures),
    decisions: byPair(decisions),
    opened: new Map(opens.map((row) => [pairKey(row.snapshotId, row.recipientKey), row._min.createdAt])),
  };
  return {
    status: document.dealStatus,
    statusAt: document.dealStatusAt,
    requireAcceptance: document.requireAcceptance,
    shares: shares.flatMap((share) => shareViews(share, rows)),
  };
}

/** One share's entries: its own recipient always, the other (the link of an e-mail share) once its client did something. */
function shareViews(share: ShareRow, rows: DealRows): DealShareView[] {
  const copy: FrozenSnapshot = readFrozen(share.frozen);
  const main = recipientOf(share);
  const active = (key: string) => [rows.selections, rows.signatures, rows.decisions].some((map) => map.has(pairKey(share.id, key)));
  const keys = share.recipients.map((recipient) => recipient.recipientKey).filter((key) => key !== main && active(key)).sort();
  return [main, ...keys].map((recipient) => recipientView(share, copy, recipient, recipient === main, rows));
}

function recipientView(share: ShareRow, frozen: FrozenSnapshot, recipient: string, isMain: boolean, rows: DealRows): DealShareView {
  const key = pairKey(share.id, recipient);
  const decision = rows.decisions.get(key)?.[0] ?? null;
  const outcome: DealOutcomeSummary | null = decision && {
    outcome: decision.outcome,
    decidedAt: decision.decidedAt,
    contentHash: decision.contentHash,
    declinedBy: decision.declinedBy,
    declineReason: decision.declineReason,
  };
  const signed = rows.signatures.get(key) ?? [];
  const signedKeys = new Set(signed.map((row) => `${row.blockId}/${row.signerId}`));
  const pendingSigners =
    share.requireAcceptance && !outcome
      ? acceptBlocksOf(frozen).flatMap((block) =>
          block.content.signers.filter((signer) => !signedKeys.has(`${block.id}/${signer.id}`)).map((signer) => ({ name: signer.name, role: signer.role || null })),
        )
      : [];
  const signatures = signed.map(
    (row): DealSignatureView => ({
      signerName: row.signerName,
      signerEmail: row.signerEmail,
      signerRole: row.signerRole,
      kind: row.kind,
      signedAt: row.signedAt,
      verification: verificationOf(row.verification),
      addressHash: row.addressHash,
    }),
  );
  // "Sent": when the e-mail went out to the e-mail recipient, else when the link was made.
  const sentAt = recipient === EMAIL_RECIPIENT ? (share.emailSentAt ?? share.createdAt) : share.createdAt;
  const openedAt = rows.opened.get(key) ?? (isMain ? share.firstOpenedAt : null);
  return {
    snapshotId: share.id,
    linkName: share.linkName,
    recipient,
    recipientEmail: share.recipients.find((item) => item.recipientKey === recipient)?.email ?? (recipient === EMAIL_RECIPIENT ? share.emailTo : null),
    createdAt: share.createdAt,
    requireAcceptance: share.requireAcceptance,
    status: outcome ? outcome.outcome : share.requireAcceptance ? "AWAITING" : "NONE",
    choices: dealChoiceTables(frozen, effectiveChoices(frozen, storedChoices(rows.selections.get(key)?.[0]?.choices))),
    signatures,
    pendingSigners,
    outcome,
    timeline: dealTimeline({ sentAt, openedAt, signatures, outcome }),
  };
}
