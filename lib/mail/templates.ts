import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { plainMail } from "./layout";
import type { MailAttachment, MailMessage } from "./send";

// The account and workspace e-mails, in the reader's language, in the plain layout (layout.ts).

export function activationMail(locale: Locale, input: { to: string; firstname: string; code: string; link: string }): MailMessage {
  const t = translatorFor(locale);
  return plainMail(
    {
      to: input.to,
      subject: t("mail.activation.subject", { code: input.code }),
      paragraphs: [t("mail.greeting", { name: input.firstname }), t("mail.activation.intro"), t("mail.activation.codeHint")],
      code: input.code,
      action: { label: t("mail.activation.button"), url: input.link },
    },
    locale,
  );
}

export function passwordResetMail(locale: Locale, input: { to: string; firstname: string; link: string }): MailMessage {
  const t = translatorFor(locale);
  return plainMail(
    {
      to: input.to,
      subject: t("mail.reset.subject"),
      paragraphs: [t("mail.greeting", { name: input.firstname }), t("mail.reset.intro"), t("mail.reset.ignore")],
      action: { label: t("mail.reset.button"), url: input.link },
    },
    locale,
  );
}

export function invitationMail(
  locale: Locale,
  input: { to: string; inviterName: string; teamName: string; role: "ADMIN" | "MEMBER"; link: string },
): MailMessage {
  const t = translatorFor(locale);
  const names = { inviter: input.inviterName, team: input.teamName };
  return plainMail(
    {
      to: input.to,
      subject: t("mail.invitation.subject", names),
      paragraphs: [
        t("mail.invitation.greeting"),
        t(input.role === "ADMIN" ? "mail.invitation.introAdmin" : "mail.invitation.introMember", names),
        t("mail.invitation.howTo"),
        t("mail.invitation.ignore"),
      ],
      action: { label: t("mail.invitation.button"), url: input.link },
    },
    locale,
  );
}

/** A pricing table's spreadsheet, sent to a client at the user's request (the file is attached). */
export function priceListMail(locale: Locale, input: { to: string; owner: string; title: string; attachment: MailAttachment }): MailMessage {
  const t = translatorFor(locale);
  const names = { owner: input.owner, title: input.title };
  return plainMail(
    {
      to: input.to,
      subject: t("mail.priceList.subject", names),
      paragraphs: [t("mail.priceList.greeting"), t("mail.priceList.intro", names), t("mail.priceList.attached", { file: input.attachment.filename })],
      attachments: [input.attachment],
    },
    locale,
  );
}

/** To a share's owner: so many wrong PINs were tried that the share holds off the addresses that tried them. */
export function pinCappedMail(locale: Locale, input: { to: string; firstname: string; documentTitle: string; linkName: string; link: string }): MailMessage {
  const t = translatorFor(locale);
  const names = { title: input.documentTitle, link: input.linkName };
  return plainMail(
    {
      to: input.to,
      subject: t("mail.pinCapped.subject", names),
      paragraphs: [t("mail.greeting", { name: input.firstname }), t("mail.pinCapped.intro", names), t("mail.pinCapped.clients"), t("mail.pinCapped.action")],
      action: { label: t("mail.pinCapped.button"), url: input.link },
    },
    locale,
  );
}

/** To an account's owner after wrong passwords from many addresses locked it: a one-time way in. */
export function signInLinkMail(locale: Locale, input: { to: string; firstname: string; link: string; minutes: number }): MailMessage {
  const t = translatorFor(locale);
  return plainMail(
    {
      to: input.to,
      subject: t("mail.signInLink.subject"),
      paragraphs: [t("mail.greeting", { name: input.firstname }), t("mail.signInLink.intro"), t("mail.signInLink.once", { minutes: input.minutes }), t("mail.signInLink.password")],
      action: { label: t("mail.signInLink.button"), url: input.link },
    },
    locale,
  );
}
