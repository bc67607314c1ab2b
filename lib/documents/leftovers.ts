import type { Prisma } from "@/lib/db/generated/client";
import { LOCALES } from "@/lib/i18n/locales";
import { deleteStoredFiles } from "@/lib/media/media-files";
import { documentPdfKey, sharePdfKey, signedCopyPdfKey } from "@/lib/pdf/keys";

// What deleting documents for good leaves outside their rows (which the database cascades): the PDFs
// kept in storage for them and their shares (lib/pdf/keys.ts), and the accepted contents of their
// deals (content-addressed rows no foreign key removes). Every deletion of documents (for good, with
// their workspace, with an account) reads these inside its transaction before the rows go, drops
// the contents no signature or decision names any more in the same transaction, and deletes the
// files once it has committed.

export interface DocumentLeftovers {
  pdfKeys: string[];
  contentHashes: string[];
}

export const NO_LEFTOVERS: DocumentLeftovers = { pdfKeys: [], contentHashes: [] };

/** The leftovers of the documents `where` selects; read before they are deleted. */
export async function documentLeftovers(tx: Prisma.TransactionClient, where: Prisma.DocumentWhereInput): Promise<DocumentLeftovers> {
  const documents = await tx.document.findMany({ where, select: { id: true, teamId: true } });
  if (!documents.length) return NO_LEFTOVERS;
  const ids = documents.map((document) => document.id);
  const teamOf = new Map(documents.map((document) => [document.id, document.teamId]));
  // One statement after the other: a transaction runs on one connection.
  // A share's PDFs are kept under the workspace of its frozen copy (the document may have moved since).
  const shares = await tx.$queryRaw<{ id: string; teamId: string | null; recipients: string[] }[]>`
    SELECT s."id", s."frozen" #>> '{team,id}' AS "teamId", coalesce(array_agg(r."recipientKey") FILTER (WHERE r."recipientKey" IS NOT NULL), '{}') AS "recipients"
    FROM "snapshots" s LEFT JOIN "share_recipients" r ON r."snapshotId" = s."id"
    WHERE s."documentId" = ANY(${ids}::text[])
    GROUP BY s."id"`;
  const decisions = await tx.dealDecision.findMany({
    where: { documentId: { in: ids } },
    select: { documentId: true, snapshotId: true, recipientKey: true, outcome: true, pdfKey: true, contentHash: true },
  });
  const signed = await tx.signature.findMany({ where: { snapshot: { documentId: { in: ids } } }, select: { contentHash: true }, distinct: ["contentHash"] });
  const pdfKeys = [
    ...documents.flatMap((document) => LOCALES.map((locale) => documentPdfKey(document.teamId, document.id, locale))),
    ...shares.flatMap((share) => (share.teamId ? share.recipients.flatMap((recipient) => LOCALES.map((locale) => sharePdfKey(share.teamId!, share.id, recipient, locale))) : [])),
    ...decisions.flatMap((decision) => {
      // A signed copy being made as the deal went is kept before its key is recorded.
      const teamId = teamOf.get(decision.documentId);
      const made = decision.outcome === "ACCEPTED" && decision.contentHash && teamId ? signedCopyPdfKey(teamId, decision.snapshotId, decision.recipientKey, decision.contentHash) : null;
      return [...new Set([decision.pdfKey, made].filter((key): key is string => Boolean(key)))];
    }),
  ];
  const contentHashes = [...new Set([...signed, ...decisions].flatMap((row) => (row.contentHash ? [row.contentHash] : [])))];
  return { pdfKeys, contentHashes };
}

/** Both lists of several deletions together. */
export const joinLeftovers = (...all: DocumentLeftovers[]): DocumentLeftovers => ({
  pdfKeys: all.flatMap((item) => item.pdfKeys),
  contentHashes: [...new Set(all.flatMap((item) => item.contentHashes))],
});

/** After the documents' rows are gone, in the same transaction: their accepted contents nothing names any more. */
export async function dropUnreferencedContents(tx: Prisma.TransactionClient, leftovers: DocumentLeftovers): Promise<void> {
  if (!leftovers.contentHashes.length) return;
  await tx.acceptedContent.deleteMany({ where: { hash: { in: leftovers.contentHashes }, signatures: { none: {} }, decisions: { none: {} } } });
}

/** Once the deletion has committed: the kept PDFs (a key that holds nothing is fine). */
export async function deleteLeftoverFiles(leftovers: DocumentLeftovers): Promise<void> {
  await deleteStoredFiles(leftovers.pdfKeys);
}
