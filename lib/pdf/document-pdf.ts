import "server-only";
import type { DocumentAccess } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import type { Locale } from "@/lib/i18n/locales";
import { shareBuildStamp } from "@/lib/share/build-output";
import { freezeDocument } from "@/lib/sharing/freeze";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { keptPdf, pdfTag } from "./cache";
import { renderPdf } from "./render";
import { documentPdfKey } from "./keys";

// The PDF export of a document as it is now (GET /api/document/{id}/pdf): frozen in memory the way a
// share freezes it (as the design preview does), and printed from the share view's page. Kept per
// document and language; its tag is what the print shows (the content with the live block ids, the
// margins, the share view's build), so any edit prints anew and an unchanged document is served as kept.

/** Changes when the way PDFs are made changes, so kept ones are printed again. */
export const PDF_RENDER_VERSION = 1;

/** The frozen copy with the live block ids in place of the freeze's new ones (a new set per freeze). */
function withLiveIds(frozen: FrozenSnapshot) {
  const live = new Map(frozen.blocks.map((block) => [block.id, block.sourceId]));
  return {
    ...frozen,
    blocks: frozen.blocks.map((block) => ({ ...block, id: block.sourceId, parent: block.parent ? (live.get(block.parent) ?? null) : null })),
    document: {
      ...frozen.document,
      cachedData: Object.fromEntries(Object.entries(frozen.document.cachedData).map(([id, value]) => [live.get(id) ?? id, value])),
    },
  };
}

/** The document's PDF now, with its title (for the file name). */
export async function documentPdf(access: DocumentAccess, locale: Locale): Promise<{ flight: Promise<Buffer>; title: string }> {
  // Reads only: the freeze runs outside a transaction (the client has the same query API).
  const [frozen, page] = await Promise.all([
    freezeDocument(db as unknown as Prisma.TransactionClient, access.documentId),
    db.document.findUniqueOrThrow({ where: { id: access.documentId }, select: { pageMargins: true } }),
  ]);
  const { frozen: copy } = frozen;
  const tag = pdfTag([PDF_RENDER_VERSION, shareBuildStamp(), locale, page.pageMargins, withLiveIds(copy)]);
  const key = documentPdfKey(access.teamId, access.documentId, locale);
  const flight = keptPdf(key, tag, () =>
    renderPdf({
      frozen: copy,
      locale,
      shareKey: "pdf",
      mediaIds: new Set(frozen.mediaIds),
      fileIds: new Set(frozen.fileIds),
      margins: page.pageMargins,
    }),
  );
  return { flight, title: copy.document.title };
}
