import type { Locale } from "@/lib/i18n/locales";

// Where kept PDFs live in storage, all under their workspace (pdf/<teamId>/...): one place for the
// makers (document-pdf.ts, share-pdf.ts, signed-copy.ts) and for deletion (lib/documents/leftovers.ts),
// which has no listing of storage and so must name every key a document may have left.

/** The export of a live document, per language. */
export const documentPdfKey = (teamId: string, documentId: string, locale: Locale) => `pdf/${teamId}/documents/${documentId}/${locale}.pdf`;

/** A share's PDF for one recipient, per language; `teamId` is the frozen copy's workspace. */
export const sharePdfKey = (teamId: string, snapshotId: string, recipient: string, locale: Locale) => `pdf/${teamId}/shares/${snapshotId}/${recipient}-${locale}.pdf`;

/** The signed copy of an accepted deal (never replaced: DealDecision.pdfKey names it). */
export const signedCopyPdfKey = (teamId: string, snapshotId: string, recipient: string, contentHash: string) =>
  `pdf/${teamId}/signed/${snapshotId}/${recipient}-${contentHash}.pdf`;
