import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { plainMail } from "../layout";
import type { MailMessage } from "../send";

// The 6-digit code a signer of a shared document types to prove their e-mail address. Plain and
// short (it is read on a phone, often while the document is open beside it): the code is in the
// subject, so a notification shows it, and alone on its own line in the text. Anyone may ask for a
// code for any address, so the e-mail holds nothing the caller wrote (no name, no greeting with
// one): only what it is for, the document's title and the workspace's name, read from the share.

export interface SignerCodeMailInput {
  to: string;
  code: string;
  /** The shared document's title, from the share's frozen copy. */
  documentTitle: string;
  /** The workspace that shared it, from the share's frozen copy. */
  teamName: string;
  minutes: number;
}

export function signerCodeMail(locale: Locale, input: SignerCodeMailInput): MailMessage {
  const t = translatorFor(locale);
  const names = { title: input.documentTitle, team: input.teamName };
  return plainMail(
    {
      to: input.to,
      subject: t("deal.signerCodeMail.subject", { code: input.code }),
      brand: input.teamName,
      paragraphs: [t("deal.signerCodeMail.intro", names)],
      code: input.code,
      after: [t("deal.signerCodeMail.expiry", { minutes: input.minutes }), t("deal.signerCodeMail.ignore")],
      signature: t("deal.signerCodeMail.signature", names),
    },
    locale,
  );
}
