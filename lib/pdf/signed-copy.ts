import "server-only";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { appUrl } from "@/lib/mail/config";
import { sendMail } from "@/lib/mail/send";
import { findOpenShareMeta } from "@/lib/share/open-share";
import { hasPinAccess } from "@/lib/sharing/pin-access";
import { keptPdf } from "./cache";
import { certificateHtml, type CertificateSigner } from "./certificate";
import { renderPdf } from "./render";
import { pdfFileName } from "./respond";
import { signedCopyMail } from "./signed-copy-mail";
import { readSignedDeal, type SignedDeal } from "./signed-deal";

// The signed copy of an accepted deal: the document exactly as accepted (the AcceptedContent's
// blocks and choices, the signatures in its Accept blocks) and, on its last page, the signing
// certificate, printed in one pass. Made once, kept in storage for good (DealDecision.pdfKey), and
// e-mailed to every signer and to the document's owner when the deal is accepted. Written in the
// owner's language (the language the document and its share were written in).

export const verifyUrl = (contentHash: string) => `${appUrl()}/verify/${contentHash}`;

const localeOf = (deal: SignedDeal): Locale => (deal.owner && isLocale(deal.owner.language) ? deal.owner.language : DEFAULT_LOCALE);

const signedCopyKey = (deal: SignedDeal) => `pdf/${deal.teamId}/signed/${deal.snapshotId}/${deal.recipient}-${deal.contentHash}.pdf`;

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

/** The signed copy's PDF (made now if it was not yet). 404 for an unknown or declined decision. */
export async function signedCopyPdf(decisionId: string): Promise<Buffer> {
  return (await signedCopy(decisionId)).flight;
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
    const locale = localeOf(deal);
    const title = deal.frozen.document.title;
    const attachment = { filename: pdfFileName(title), content: pdf, contentType: "application/pdf" };
    const signerNames = deal.signatures.map((signature) => signature.signerName);
    const recipients = new Map<string, string>();
    for (const signature of deal.signatures) if (!recipients.has(signature.signerEmail.toLowerCase())) recipients.set(signature.signerEmail.toLowerCase(), signature.signerName);
    if (deal.owner && !recipients.has(deal.owner.email.toLowerCase())) recipients.set(deal.owner.email.toLowerCase(), deal.owner.firstname || deal.owner.lastname);
    for (const [to, name] of recipients) {
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
  const meta = await findOpenShareMeta(key, recipient);
  if (!meta || !hasPinAccess(request, meta)) throw notFound();
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
