import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { plainMail } from "../layout";
import type { MailAttachment, MailMessage } from "../send";

// The e-mail that carries a signed copy (lib/pdf/signed-copy.ts) to each signer and to the
// document's owner, in the plain layout (lib/mail/layout.ts): the PDF attached, the verify address given.

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
  return plainMail(
    {
      to: input.to,
      subject: t("pdf.mail.subject", { title: input.title }),
      paragraphs: [
        t("pdf.mail.greeting", { name: input.name }),
        t("pdf.mail.accepted", { title: input.title, signers }),
        t("pdf.mail.attached"),
        t("pdf.mail.verify", { url: input.verifyUrl }),
      ],
      attachments: [input.attachment],
    },
    locale,
  );
}
