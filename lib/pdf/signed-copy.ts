import "server-only";
import { openShareFor } from "@/lib/acceptance/share-access";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { appUrl } from "@/lib/mail/config";
import { sendMail } from "@/lib/mail/send";
import { signedCopyMail } from "@/lib/mail/templates/signed-copy";
import { keptPdf } from "./cache";
import { certificateHtml, type CertificateSigner } from "./certificate";
import { signedCopyPdfKey } from "./keys";
import { renderPdf } from "./render";
import { pdfFileName } from "./respond";
import { readSignedDeal, type SignedDeal } from "./signed-deal";

// The signed copy of an accepted deal: the document exactly as accepted (the AcceptedContent's
// blocks and choices, the signatures in its Accept blocks) and, on its last page, the signing
// certificate, printed in one pass. Made once, kept in storage for good (DealDecision.pdfKey), and
// e-mailed to every signer and to the document's owner when the deal is accepted. The PDF is written
// in the owner's language (the language the document and its share were written in); each e-mail in
// its reader's: a signer's from when they signed, the owner's from their account.

export const verifyUrl = (contentHash: string) => `${appUrl()}/verify/${contentHash}`;

const localeOr = (language: string | undefined): Locale => (language && isLocale(language) ? language : DEFAULT_LOCALE);
const localeOf = (deal: SignedDeal): Locale => localeOr(deal.owner?.language);

const signedCopyKey = (deal: SignedDeal) => signedCopyPdfKey(deal.teamId, deal.snapshotId, deal.recipient, deal.contentHash);

/** When the signer's e-mail code was verified, from the signature's verification record. */
function verifiedAt(verification: unknown): Date | null {
  const value = verification && typeof verification === "object" ? (verification as { verifiedAt?: unknown }).verifiedAt : undefined;
  const date = typeof value === "string" || typeof value === "number" ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

function renderSignedCopy(deal: SignedDeal): Promise<Buffer> {
  const locale = localeOf(deal);
  const t = translatorFor(locale);
  const signers: CertificateSigner[] = deal.signatures.map((signature) => ({
    name: signature.signerName,
    role: signature.signerRole,
    email: signature.signerEmail,
    verifiedAt: verifiedAt(signature.verification),
    signedAt: signature.signedAt,
    addressHash: signature.addressHash,
    userAgent: signature.userAgent,
    kind: signature.kind,
    typedText: signature.typedText,
    image: signature.image,
  }));
  const certificate = certificateHtml({
    title: deal.frozen.document.title,
    workspace: deal.frozen.team.name,
    acceptedAt: deal.decidedAt,
    contentHash: deal.contentHash,
    verifyUrl: verifyUrl(deal.contentHash),
    signers,
    locale,
    t,
  });
  return renderPdf({
    frozen: deal.frozen,
    locale,
    shareKey: deal.shareKey,
    mediaIds: new Set(deal.mediaIds),
    fileIds: new Set(deal.fileIds),
    deal: deal.deal,
    margins: deal.pageMargins,
    appendix: certificate,
    footerNote: t("pdf.signedCopyNote", { hash: deal.contentHash }),
    pageNumbers: true,
  });
}

/** The signed copy being made (or read from storage), with its record; the first one made names its key in DealDecision.pdfKey. */
export async function signedCopy(decisionId: string): Promise<{ deal: SignedDeal; flight: Promise<Buffer> }> {
  const deal = await readSignedDeal(decisionId);
  const key = deal.pdfKey ?? signedCopyKey(deal);
  const flight = keptPdf(key, null, () => renderSignedCopy(deal)).then(async (pdf) => {
    if (!deal.pdfKey) {
      await db.dealDecision.updateMany({ where: { id: deal.decisionId, pdfKey: null }, data: { pdfKey: key } }).catch((error: unknown) => {
        console.error("pdf: could not record the signed copy's key", deal.decisionId, error);
      });
    }
    return pdf;
  });
  return { deal, flight };
}

/**
 * After a deal is accepted (called in the background): makes the signed copy, keeps it, and e-mails
 * it to every signer and to the owner. Never throws: a failure is logged (the copy can still be
 * downloaded, and is made then).
 */
export async function deliverSignedCopies(decisionId: string): Promise<void> {
  try {
    const { deal, flight } = await signedCopy(decisionId);
    const pdf = await flight;
    const title = deal.frozen.document.title;
    const attachment = { filename: pdfFileName(title), content: pdf, contentType: "application/pdf" };
    const signerNames = deal.signatures.map((signature) => signature.signerName);
    // One e-mail per address (an owner who also signed gets the one a signer gets).
    const recipients = new Map<string, { name: string; locale: Locale }>();
    for (const signature of deal.signatures) {
      const to = signature.signerEmail.toLowerCase();
      if (!recipients.has(to)) recipients.set(to, { name: signature.signerName, locale: localeOr(signature.locale) });
    }
    if (deal.owner && !recipients.has(deal.owner.email.toLowerCase())) {
      recipients.set(deal.owner.email.toLowerCase(), { name: deal.owner.firstname || deal.owner.lastname, locale: localeOf(deal) });
    }
    for (const [to, { name, locale }] of recipients) {
      try {
        await sendMail(signedCopyMail(locale, { to, name, title, signers: signerNames, verifyUrl: verifyUrl(deal.contentHash), attachment }));
      } catch (error) {
        console.error("pdf: could not e-mail the signed copy", decisionId, to, error);
      }
    }
  } catch (error) {
    console.error("pdf: signed copies not delivered", decisionId, error);
  }
}

/** The accepted deal of an open share's recipient (the share view's rule: PIN cookie for a PIN share), or 404. */
export async function shareDecisionId(request: Request, key: string, recipient: string): Promise<string> {
  const meta = await openShareFor(request, key, recipient);
  const decision = await db.dealDecision.findUnique({ where: { snapshotId_recipientKey: { snapshotId: meta.id, recipientKey: recipient } }, select: { id: true, outcome: true } });
  if (decision?.outcome !== "ACCEPTED") throw notFound();
  return decision.id;
}

/** The accepted deal of one of the document's shares and recipients, or 404. */
export async function documentDecisionId(documentId: string, snapshotId: string, recipient: string): Promise<string> {
  const decision = await db.dealDecision.findUnique({
    where: { snapshotId_recipientKey: { snapshotId, recipientKey: recipient } },
    select: { id: true, outcome: true, documentId: true },
  });
  if (decision?.outcome !== "ACCEPTED" || decision.documentId !== documentId) throw notFound();
  return decision.id;
}
