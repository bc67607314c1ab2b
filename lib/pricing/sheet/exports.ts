import { db } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import { cleanFileName } from "@/lib/misc-files/file-name";
import { deleteObject, getObject, putObject } from "@/lib/storage";
import { countSheetAttempt } from "./limits";
import { SHEET_LIFETIME_MS, type SheetLifetime } from "./lifetime";
import type { ParsedSheetTable } from "./table-schema";
import { buildWorkbook } from "./workbook";

// Generated spreadsheets (SpreadsheetExport rows + files in storage). The client names each export
// with its own uniqueId; an export is its creator's alone (downloading or e-mailing someone else's is
// 404, their existence does not leak) and lives for its lifetime. Expired exports answer 410 until they are swept: each generate
// deletes a bounded batch of them with their files, so no timer is needed.

/** Expired exports deleted per generate (bounded, so one request never does unbounded work). */
export const SWEEP_BATCH = 50;

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The segment type exports are made of. */
export const PRICING_TABLE_TYPE = "pricing-table";

const storageKey = (userId: string, segmentId: string, uniqueId: string) => `spreadsheets/${userId}/${segmentId}/${uniqueId}.xlsx`;

/** The download's name: the document's title (slashes kept as dashes, not read as folders), cleaned like an uploaded file's name, with .xlsx. */
export function sheetFileName(documentTitle: string): string {
  const name = cleanFileName(documentTitle.replace(/[/\\]/g, "-").trim() || "Price list");
  // Room for the extension within the 200 characters of a stored name, never cut mid-character.
  return `${name.length > 195 ? name.slice(0, 195).replace(/[\ud800-\udbff]$/, "") : name}.xlsx`;
}

/** The block's document title when it is a pricing table of the flow; else 404. Authorization is the caller's. */
export async function pricingTableDocument(segmentId: string): Promise<{ documentId: string; title: string }> {
  const segment = await db.segment.findUnique({
    where: { id: segmentId },
    select: { segmentType: true, isFixedBlock: true, document: { select: { id: true, title: true } } },
  });
  if (!segment || segment.isFixedBlock || segment.segmentType !== PRICING_TABLE_TYPE) throw notFound();
  return { documentId: segment.document.id, title: segment.document.title };
}

export async function sweepExpiredExports(now = new Date()): Promise<number> {
  const expired = await db.spreadsheetExport.findMany({ where: { expiresAt: { lt: now } }, select: { id: true, storageKey: true }, take: SWEEP_BATCH });
  if (!expired.length) return 0;
  await Promise.all(expired.map((row) => deleteObject(row.storageKey)));
  const { count } = await db.spreadsheetExport.deleteMany({ where: { id: { in: expired.map((row) => row.id) }, expiresAt: { lt: now } } });
  return count;
}

interface ExportInput {
  uniqueId: string;
  segmentId: string;
  userId: string;
  lifetime: SheetLifetime;
  table: ParsedSheetTable;
  title: string;
}

/**
 * Writes the file, then its row. The same uniqueId again from the same user and block replaces both
 * (a retry); a uniqueId already taken by another user or block is a 409 (the unique id), and the file
 * just written under this user's own key is removed again.
 */
export async function generateExport(input: ExportInput): Promise<void> {
  await countSheetAttempt("generate", input.userId);
  await sweepExpiredExports();
  const bytes = await buildWorkbook(input.table, input.title);
  const key = storageKey(input.userId, input.segmentId, input.uniqueId);
  const expiresAt = new Date(Date.now() + SHEET_LIFETIME_MS[input.lifetime]);
  const mine = { id: input.uniqueId, userId: input.userId, segmentId: input.segmentId };
  const previous = await db.spreadsheetExport.findUnique({ where: { id: input.uniqueId }, select: { userId: true, segmentId: true } });
  if (previous && (previous.userId !== input.userId || previous.segmentId !== input.segmentId)) {
    throw new AppError("CONFLICT", "sheetIdTaken");
  }
  await putObject(key, bytes);
  const replace = () => db.spreadsheetExport.updateMany({ where: mine, data: { storageKey: key, lifetime: input.lifetime, expiresAt } });
  if ((await replace()).count) return;
  try {
    await db.spreadsheetExport.create({ data: { ...mine, storageKey: key, lifetime: input.lifetime, expiresAt } });
  } catch (error) {
    // Created in the meantime: by this very call's twin (a double click) it is ours to replace; by
    // someone else it stays theirs (409), and the file just written under our own key goes.
    if ((await replace()).count) return;
    await deleteObject(key);
    throw error;
  }
}

/** The caller's own export of this block with its bytes: 404 for anyone else's or a missing one, 410 once expired. */
export async function readExport(uniqueId: string, segmentId: string, userId: string): Promise<Buffer> {
  const row = await db.spreadsheetExport.findUnique({ where: { id: uniqueId } });
  if (!row || row.userId !== userId || row.segmentId !== segmentId) throw notFound();
  if (row.expiresAt <= new Date()) throw new AppError("GONE", "sheetExpired");
  const bytes = await getObject(row.storageKey);
  if (!bytes) throw notFound();
  return bytes;
}
