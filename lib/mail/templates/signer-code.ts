import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { escapeHtml as esc } from "../escape-html";
import type { MailMessage } from "../send";

// The 6-digit code a signer of a shared document types to prove their e-mail address. Plain and
// short (it is read on a phone, often while the document is open beside it): the code is in the
// subject, so a notification shows it, and alone on its own line in the text. Every name is text.

export interface SignerCodeMailInput {
  to: string;
  name: string;
  code: string;
  documentTitle: string;
  teamName: string;
  minutes: number;
}

export function signerCodeMail(locale: Locale, input: SignerCodeMailInput): MailMessage {
  const t = translatorFor(locale);
  const names = { title: input.documentTitle, team: input.teamName };
  const paragraphs = [t("mail.greeting", { name: input.name }), t("deal.signerCodeMail.intro", names)];
  const after = [t("deal.signerCodeMail.expiry", { minutes: input.minutes }), t("deal.signerCodeMail.ignore")];
  const text = [...paragraphs, "", input.code, "", ...after, "", t("deal.signerCodeMail.signature", names)].join("\n");
  const paragraph = (value: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.55">${esc(value)}</p>`;
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f4f1;font-family:Helvetica,Arial,sans-serif;color:#1f1b16">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:600;color:#4a2545">${esc(input.teamName)}</p>
${paragraphs.map(paragraph).join("\n")}
<p style="margin:8px 0 24px;font-size:32px;letter-spacing:12px;font-weight:700;font-family:Menlo,monospace">${esc(input.code)}</p>
${after.map(paragraph).join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:#6b6259">${esc(t("deal.signerCodeMail.signature", names))}</p>
</div></body></html>`;
  return { to: input.to, subject: t("deal.signerCodeMail.subject", { code: input.code }), text, html };
}
