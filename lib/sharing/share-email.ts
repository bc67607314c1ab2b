import { initialsOf } from "@/lib/accounts/initials";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import type { MailMessage } from "@/lib/mail/send";
import type { MailTheme } from "@/lib/mail/templates/mail-theme";
import { renderShareInvitation } from "@/lib/mail/templates/share-invitation";
import type { ShareInvitationView } from "@/lib/mail/templates/share-invitation-view";
import type { ShareMailImage } from "./share-email-images";
import type { ShareEmailSettings } from "./share-input";

// The e-mail of a share (workspace spec §3 E-mail share): the owner's subject; their badge above
// the message; their opening text (msgPrefix), a button with their link text to the recipient's
// address, their closing text (msgSuffix); signed with the sender name they gave. Around it, in the
// workspace's brand: its logo, a preview image, the document's title (not for a PIN share) and the
// sender's photo. Fixed texts are in the share's language; the owner writes the rest in the client's.

export interface ShareMailInput {
  email: ShareEmailSettings;
  /** The e-mail recipient's share address (recipient "1"): built from APP_URL, never from the request. */
  url: string;
  /** The document's title; null for a PIN share, whose document shows nothing before the PIN. */
  documentTitle: string | null;
  /** The owner's name, when no sender name was given. */
  ownerName: string;
  /** The owner's e-mail address: the client's reply reaches the planner, not our no-reply sender. */
  ownerEmail?: string;
  workspaceName: string;
  images: { logo: ShareMailImage | null; preview: ShareMailImage | null; photo: ShareMailImage | null };
  theme: MailTheme;
}

/** Owner text keeps its line breaks: blank lines separate paragraphs. */
const paragraphsOf = (text: string | null) => (text ? text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean) : []);


export function shareMailView(locale: Locale, input: ShareMailInput): ShareInvitationView {
  const t = translatorFor(locale);
  const from = input.email.from || input.ownerName;
  const title = input.documentTitle;
  const intro = title === null ? t("mail.share.introPin", { from }) : t("mail.share.intro", { from, title });
  const prefix = paragraphsOf(input.email.msgPrefix);
  const { logo, preview, photo } = input.images;
  return {
    locale,
    subject: input.email.subject,
    preheader: intro,
    workspaceName: input.workspaceName,
    logo: logo && { ...logo, alt: input.workspaceName },
    preview: preview && { ...preview, alt: title === null ? t("mail.share.previewAltPin") : t("mail.share.previewAlt", { title }) },
    badge: input.email.msgBadge || null,
    // A PIN share's e-mail names no document: a neutral heading stands in for the title.
    title: title ?? t("mail.share.titlePin"),
    sender: {
      name: from,
      workspace: input.workspaceName.trim().toLowerCase() === from.trim().toLowerCase() ? null : input.workspaceName,
      // The name is right beside it: the photo itself says nothing more (empty alt).
      photo: photo && { ...photo, alt: "" },
      initials: initialsOf(from),
    },
    opening: prefix.length ? prefix : [intro],
    button: { label: input.email.msgLinkText || t("mail.share.button"), url: input.url },
    closing: paragraphsOf(input.email.msgSuffix),
    note: title === null ? t("mail.share.pinHint", { from }) : null,
    linkHint: t("mail.share.linkHint"),
    footer: [t("mail.share.sentBy", { from }), ...(input.ownerEmail ? [t("mail.share.replyHint", { from })] : [])],
    theme: input.theme,
  };
}

export async function shareMail(locale: Locale, input: ShareMailInput): Promise<MailMessage> {
  const { html, text } = await renderShareInvitation(shareMailView(locale, input));
  return { to: input.email.to, subject: input.email.subject, text, html, ...(input.ownerEmail ? { replyTo: input.ownerEmail } : {}) };
}
