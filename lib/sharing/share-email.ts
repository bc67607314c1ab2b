import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { escapeHtml } from "@/lib/mail/escape-html";
import type { MailMessage } from "@/lib/mail/send";
import type { ShareEmailSettings } from "./share-input";

// The e-mail of a share (workspace spec §3 E-mail share): the owner's subject, their opening text
// (msgPrefix), a button with their link text to the recipient's address, their closing text
// (msgSuffix) and badge, signed with the sender name they gave. Every piece the owner typed is
// escaped: it is text, never markup. Fixed texts are in the owner's language; the owner writes the
// rest in the client's.

export interface ShareMailInput {
  email: ShareEmailSettings;
  /** The e-mail recipient's share address (recipient "1"): built from APP_URL, never from the request. */
  url: string;
  documentTitle: string;
  /** The owner's name, when no sender name was given. */
  ownerName: string;
  /** The owner's e-mail address: the client's reply reaches the planner, not our no-reply sender. */
  ownerEmail?: string;
}

/** Owner text keeps its line breaks: blank lines separate paragraphs. */
const paragraphsOf = (text: string | null) => (text ? text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean) : []);

const paragraphHtml = (text: string, style: string) => `<p style="${style}">${escapeHtml(text).replaceAll("\n", "<br>")}</p>`;

const P = "margin:0 0 16px;font-size:15px;line-height:1.55";

export function shareMail(locale: Locale, input: ShareMailInput): MailMessage {
  const t = translatorFor(locale);
  const from = input.email.from || input.ownerName;
  const prefix = paragraphsOf(input.email.msgPrefix);
  const opening = prefix.length ? prefix : [t("mail.share.intro", { from, title: input.documentTitle })];
  const suffix = paragraphsOf(input.email.msgSuffix);
  const label = input.email.msgLinkText || t("mail.share.button");
  const badge = input.email.msgBadge;
  const signature = t("mail.share.sentBy", { from });

  const text = [...opening, `${label}: ${input.url}`, ...suffix, ...(badge ? [badge] : []), signature].join("\n\n");
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f4f1;font-family:Helvetica,Arial,sans-serif;color:#1f1b16">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
${opening.map((part) => paragraphHtml(part, P)).join("\n")}
<p style="margin:8px 0 24px"><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#4a2545;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(label)}</a></p>
${suffix.map((part) => paragraphHtml(part, P)).join("\n")}
${badge ? paragraphHtml(badge, "margin:16px 0 0;font-size:13px;font-weight:600;color:#4a2545") : ""}
<p style="margin:24px 0 0;font-size:13px;color:#6b6259">${escapeHtml(signature)}</p>
<p style="margin:8px 0 0;font-size:12px;color:#6b6259">${escapeHtml(t("mail.share.linkHint"))}<br><a href="${escapeHtml(input.url)}" style="color:#4a2545;word-break:break-all">${escapeHtml(input.url)}</a></p>
</div></body></html>`;
  return { to: input.email.to, subject: input.email.subject, text, html, ...(input.ownerEmail ? { replyTo: input.ownerEmail } : {}) };
}
