import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { escapeHtml } from "./escape-html";
import type { MailAttachment, MailMessage } from "./send";

// The one plain layout of our own e-mails (account, notices, deal e-mails): readable in any mail
// client, dark-mode safe, no images. Every text is escaped here, so callers pass plain text (a
// client's words included) and never HTML. The shared-document e-mail has its own branded layout
// (templates/share-invitation.ts).

export interface PlainMail {
  to: string;
  subject: string;
  paragraphs: string[];
  /** A code shown large on its own line after the paragraphs. */
  code?: string;
  /** The one button (an absolute link from APP_URL, never from a request). */
  action?: { label: string; url: string };
  /** Paragraphs after the code and the button. */
  after?: string[];
  /** The line at the top; "Eventdocs" unless given (a workspace's name when we write on its behalf). */
  brand?: string;
  /** The closing line; "The Eventdocs team" in the reader's language unless given. */
  signature?: string;
  attachments?: MailAttachment[];
}

const paragraphHtml = (text: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.55;white-space:pre-line;overflow-wrap:anywhere">${escapeHtml(text)}</p>`;

export function plainMail(mail: PlainMail, locale: Locale): MailMessage {
  const t = translatorFor(locale);
  const { paragraphs, code, action, after = [] } = mail;
  const signature = mail.signature ?? t("mail.signature");
  // Sections apart by a blank line: the paragraphs, the code, the link, the rest, the signature.
  const text = [paragraphs.join("\n"), code, action ? `${action.label}: ${action.url}` : "", after.join("\n"), signature].filter(Boolean).join("\n\n");
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f4f1;font-family:Helvetica,Arial,sans-serif;color:#1f1b16">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:600;color:#4a2545;overflow-wrap:anywhere">${escapeHtml(mail.brand ?? "Eventdocs")}</p>
${paragraphs.map(paragraphHtml).join("\n")}
${code ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:12px;font-weight:700;font-family:Menlo,monospace">${escapeHtml(code)}</p>` : ""}
${action ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4a2545;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>` : ""}
${after.map(paragraphHtml).join("\n")}
<p style="margin:24px 0 0;font-size:13px;color:#6b6259">${escapeHtml(signature)}</p>
</div></body></html>`;
  // A subject is one line whatever a title or a client's words hold.
  const subject = mail.subject.replace(/[\r\n]+/g, " ");
  return { to: mail.to, subject, text, html, ...(mail.attachments?.length ? { attachments: mail.attachments } : {}) };
}
