import { plainMail } from "@/lib/mail/layout";
import type { MailMessage } from "@/lib/mail/send";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";

// The owner's e-mail when a client opens a share for the first time, in the owner's language, in the
// plain layout of our e-mails (lib/mail/layout.ts).

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
  return plainMail(
    {
      to: input.to,
      subject: t("notifications.mail.subject", names),
      paragraphs: [t("mail.greeting", { name: input.firstname }), t("notifications.mail.intro", names), t("notifications.mail.settings")],
      action: { label: t("notifications.mail.button"), url: input.link },
    },
    locale,
  );
}
