import "server-only";
import { limitDealCall } from "@/lib/acceptance/call-limits";
import { openShareFor } from "@/lib/acceptance/share-access";
import { readDealView } from "@/lib/acceptance/share-deal-view";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import type { Locale } from "@/lib/i18n/locales";
import { shareBuildStamp } from "@/lib/share/build-output";
import { cacheKey, frozenOf } from "@/lib/share/open-share";
import { keptPdf, pdfTag } from "./cache";
import { PDF_RENDER_VERSION } from "./document-pdf";
import { sharePdfKey } from "./keys";
import { renderPdf } from "./render";

// The PDF of a shared document for its visitor (GET /api/shared-document/{key}/{n}/pdf): the same
// rule as the share view (an open share with this recipient, and its PIN cookie for a PIN share;
// anything else 404), refused (403) when the sender does not allow printing. It shows what the
// visitor's page shows, the client's current choices and signatures included; kept per snapshot,
// recipient and language, and printed again when the deal changes (its stamp is in the tag).

export const printingPrevented = () => new AppError("FORBIDDEN", "pdfPrintingPrevented");

export async function sharePdf(request: Request, key: string, recipient: string, locale: Locale): Promise<{ flight: Promise<Buffer>; title: string }> {
  const meta = await openShareFor(request, key, recipient);
  if (meta.preventPrinting) throw printingPrevented();
  await limitDealCall(request, "pdf", meta.id);
  const [frozen, deal, share] = await Promise.all([
    frozenOf(meta),
    readDealView(meta),
    db.snapshot.findUniqueOrThrow({ where: { id: meta.id }, select: { mediaIds: true, fileIds: true, document: { select: { pageMargins: true } } } }),
  ]);
  const margins = share.document.pageMargins;
  const tag = pdfTag([PDF_RENDER_VERSION, shareBuildStamp(), locale, cacheKey(meta), deal?.stamp ?? null, margins]);
  const storageKey = sharePdfKey(frozen.team.id, meta.id, recipient, locale);
  const flight = keptPdf(storageKey, tag, () =>
    renderPdf({
      frozen,
      locale,
      shareKey: meta.shareKey,
      mediaIds: new Set(share.mediaIds),
      fileIds: new Set(share.fileIds),
      deal,
      margins,
    }),
  );
  return { flight, title: frozen.document.title };
}
