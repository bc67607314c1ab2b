import type { Locale } from "@/lib/i18n/locales";
import type { MailTheme } from "./mail-theme";

// What the share e-mail shows, already translated and with absolute addresses: the template only
// lays it out (HTML and plain text from the same view, so the two parts never disagree).

export interface MailImage {
  /** Absolute address (e-mail has no base URL). */
  src: string;
  /** Display size in CSS pixels; the file is twice as wide for sharp screens. */
  width: number;
  height: number;
  alt: string;
}

export interface ShareInvitationView {
  locale: Locale;
  /** The owner's subject, as the document's <title>. */
  subject: string;
  /** The line inboxes show after the subject. */
  preheader: string;
  workspaceName: string;
  logo: MailImage | null;
  preview: MailImage | null;
  badge: string | null;
  /** The heading: the document's title, or for a PIN share (nothing of its document before the PIN) a neutral one. */
  title: string;
  sender: {
    name: string;
    /** Shown under the name when it is not the same text. */
    workspace: string | null;
    photo: MailImage | null;
    /** Shown in a circle when there is no photo. */
    initials: string;
  };
  /** The owner's opening text (or ours), paragraphs; each keeps its line breaks. */
  opening: string[];
  button: { label: string; url: string };
  closing: string[];
  /** A note under the message (how to open a PIN share), or null. */
  note: string | null;
  linkHint: string;
  /** Small lines at the very bottom, after the workspace's name. */
  footer: string[];
  theme: MailTheme;
}
