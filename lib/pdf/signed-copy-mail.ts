import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { MailAttachment, MailMessage } from "@/lib/mail/send";

// The e-mail that carries a signed copy to each signer and to the document's owner, in the plain
// layout of the account e-mails (lib/mail/templates.ts): the PDF attached, the verify address given.

export interface SignedCopyMailInput {
  to: string;
  name: string;
  title: string;
  /** Every signer's name. */
  signers: string[];
  verifyUrl: string;
  attachment: MailAttachment;
}

export function signedCopyMail(locale: Locale, input: SignedCopyMailInput): MailMessage {
  const t = translatorFor(locale);
  const signers = new Intl.ListFormat(locale, { type: "conjunction" }).format(input.signers);
  const paragraphs = [
    t("pdf.mail.greeting", { name: input.name }),
    t("pdf.mail.accepted", { title: input.title, signers }),
    t("pdf.mail.attached"),
    t("pdf.mail.verify", { url: input.verifyUrl }),
  ];
  const text = [...paragraphs, "", t("mail.signature")].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f4f1;font-family:Helvetica,Arial,sans-serif;color:#1f1b16">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:600;color:#4a2545">Eventdocs</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.55;overflow-wrap:anywhere">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:#6b6259">${escapeHtml(t("mail.signature"))}</p>
</div></body></html>`;
  return { to: input.to, subject: t("pdf.mail.subject", { title: input.title }), text, html, attachments: [input.attachment] };
}
