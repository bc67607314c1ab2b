import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { escapeHtml } from "./escape-html";
import type { MailAttachment, MailMessage } from "./send";

interface Layout {
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  code?: string;
}

// One plain, robust layout for every message: readable in any mail client, dark-mode safe, no images.
function render({ to, subject, paragraphs, action, code }: Layout, locale: Locale): MailMessage {
  const t = translatorFor(locale);
  const text = [...paragraphs, code ? `\n${code}\n` : "", action ? `${action.label}: ${action.url}` : "", "", t("mail.signature")]
    .filter((line, index, all) => line || all[index - 1])
    .join("\n");
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f4f1;font-family:Helvetica,Arial,sans-serif;color:#1f1b16">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:600;color:#4a2545">Eventdocs</p>
${paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.55">${escapeHtml(p)}</p>`).join("\n")}
${code ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:12px;font-weight:700;font-family:Menlo,monospace">${escapeHtml(code)}</p>` : ""}
${action ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4a2545;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>` : ""}
<p style="margin:24px 0 0;font-size:13px;color:#6b6259">${escapeHtml(t("mail.signature"))}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

export function activationMail(locale: Locale, input: { to: string; firstname: string; code: string; link: string }): MailMessage {
  const t = translatorFor(locale);
  return render(
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
  return render(
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
  return render(
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
  const message = render(
    {
      to: input.to,
      subject: t("mail.priceList.subject", names),
      paragraphs: [t("mail.priceList.greeting"), t("mail.priceList.intro", names), t("mail.priceList.attached", { file: input.attachment.filename })],
    },
    locale,
  );
  return { ...message, attachments: [input.attachment] };
}

/** To a share's owner: so many wrong PINs were tried that the share holds off the addresses that tried them. */
export function pinCappedMail(locale: Locale, input: { to: string; firstname: string; documentTitle: string; linkName: string; link: string }): MailMessage {
  const t = translatorFor(locale);
  const names = { title: input.documentTitle, link: input.linkName };
  return render(
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
  return render(
    {
      to: input.to,
      subject: t("mail.signInLink.subject"),
      paragraphs: [t("mail.greeting", { name: input.firstname }), t("mail.signInLink.intro"), t("mail.signInLink.once", { minutes: input.minutes }), t("mail.signInLink.password")],
      action: { label: t("mail.signInLink.button"), url: input.link },
    },
    locale,
  );
}
