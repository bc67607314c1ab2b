import type { DealNotificationKind } from "@/lib/notifications/kinds";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { escapeHtml } from "../escape-html";
import type { MailMessage } from "../send";

// The owner's e-mail when a client's signer signs, the share is accepted or declined, in the owner's
// language. The plain layout of the account e-mails (lib/mail/templates.ts): readable anywhere, no
// images. Every text from a client (names, the reason) is escaped in the HTML.

export interface DealNoticeInput {
  to: string;
  firstname: string;
  documentTitle: string;
  /** The share's link name, or the document's title when it has none. */
  linkName: string;
  signerName: string | null;
  reason: string | null;
  /** The document in the app (absolute, from APP_URL: never from a request). */
  link: string;
}

/** A subject line stays readable: a long reason is cut there (the whole reason is in the text). */
const SUBJECT_REASON_LENGTH = 80;

const cut = (text: string, length: number) => {
  const characters = Array.from(text.replace(/\s+/g, " ").trim());
  return characters.length > length ? `${characters.slice(0, length - 1).join("").trimEnd()}…` : characters.join("");
};

export function dealNoticeMail(locale: Locale, kind: DealNotificationKind, input: DealNoticeInput): MailMessage {
  const t = translatorFor(locale);
  const names = { title: input.documentTitle, link: input.linkName, name: input.signerName?.trim() || t("mail.dealNotice.someone") };
  const reason = input.reason?.trim() || null;
  let subject: string;
  const paragraphs = [t("mail.greeting", { name: input.firstname })];
  if (kind === "deal-signed") {
    subject = t("mail.dealNotice.signedSubject", names);
    paragraphs.push(t("mail.dealNotice.signedIntro", names), t("mail.dealNotice.signedNext"));
  } else if (kind === "deal-accepted") {
    subject = t("mail.dealNotice.acceptedSubject", names);
    paragraphs.push(t("mail.dealNotice.acceptedIntro", names), t("mail.dealNotice.acceptedNext"));
  } else {
    subject = reason ? t("mail.dealNotice.declinedSubjectReason", { ...names, reason: cut(reason, SUBJECT_REASON_LENGTH) }) : t("mail.dealNotice.declinedSubject", names);
    paragraphs.push(t(input.signerName?.trim() ? "mail.dealNotice.declinedIntro" : "mail.dealNotice.declinedIntroNoName", names));
    if (reason) paragraphs.push(t("mail.dealNotice.reason", { reason }));
    paragraphs.push(t("mail.dealNotice.declinedNext"));
  }
  paragraphs.push(t("mail.dealNotice.settings"));
  const button = t("mail.dealNotice.button");
  const text = [...paragraphs, "", `${button}: ${input.link}`, "", t("mail.signature")].join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f4f1;font-family:Helvetica,Arial,sans-serif;color:#1f1b16">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:600;color:#4a2545">Eventdocs</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.55;white-space:pre-line">${escapeHtml(p)}</p>`).join("\n")}
<p style="margin:8px 0 24px"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4a2545;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(button)}</a></p>
<p style="margin:24px 0 0;font-size:13px;color:#6b6259">${escapeHtml(t("mail.signature"))}</p>
</div></body></html>`;
  return { to: input.to, subject: subject.replace(/[\r\n]+/g, " "), text, html };
}
