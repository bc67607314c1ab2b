import { escapeHtml } from "@/lib/mail/escape-html";
import type { MailMessage } from "@/lib/mail/send";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";

// The owner's e-mail when a client opens a share for the first time, in the owner's language. Same
// plain layout as the account e-mails (lib/mail/templates.ts): readable anywhere, no images.

export interface ShareOpenedMailInput {
  to: string;
  firstname: string;
  documentTitle: string;
  linkName: string | null;
  /** The document in the app (absolute, from APP_URL: never from a request). */
  link: string;
}

export function shareOpenedMail(locale: Locale, input: ShareOpenedMailInput): MailMessage {
  const t = translatorFor(locale);
  const names = { title: input.documentTitle, link: input.linkName?.trim() || input.documentTitle };
  const subject = t("notifications.mail.subject", names);
  const paragraphs = [t("mail.greeting", { name: input.firstname }), t("notifications.mail.intro", names), t("notifications.mail.settings")];
  const button = t("notifications.mail.button");
  const text = [...paragraphs, "", `${button}: ${input.link}`, "", t("mail.signature")].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f4f1;font-family:Helvetica,Arial,sans-serif;color:#1f1b16">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:600;color:#4a2545">Eventdocs</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.55">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:8px 0 24px"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4a2545;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(button)}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#6b6259">${escapeHtml(t("mail.signature"))}</p>
</div></body></html>`;
  return { to: input.to, subject, text, html };
}
