import type { DealNotificationKind } from "@/lib/notifications/kinds";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { plainMail } from "../layout";
import type { MailMessage } from "../send";

// The owner's e-mail when a client's signer signs, the share is accepted or declined, in the owner's
// language, in the plain layout (lib/mail/layout.ts), which escapes every text from a client (names,
// the reason) in the HTML.

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
  return plainMail({ to: input.to, subject, paragraphs, action: { label: t("mail.dealNotice.button"), url: input.link } }, locale);
}
