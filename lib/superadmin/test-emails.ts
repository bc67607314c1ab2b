import type { Actor } from "@/lib/auth/actor";
import { isLocale, DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";
import { appUrl } from "@/lib/mail/config";
import { sendMail, type MailMessage } from "@/lib/mail/send";
import { activationMail, invitationMail, passwordResetMail, priceListMail } from "@/lib/mail/templates";
import { mailTheme } from "@/lib/mail/templates/mail-theme";
import { shareOpenedMail } from "@/lib/sharing/first-open-email";
import { shareMail } from "@/lib/sharing/share-email";
import { audit } from "./audit";
import type { SendTestEmailsInput } from "./schemas";
import { TEST_EMAIL_TEMPLATES, type TestEmailTemplate } from "./test-email-names";

// Test e-mails (issue 12): every template the app sends, filled with sample values, in the
// operator's language, through the normal sendMail (so the outbox and the provider see exactly
// what a user would get). The links carry made-up tokens: they lead nowhere.

const SAMPLE_TITLE = "Garden wedding 2026";
const SAMPLE_TEAM = "Eventdocs";

function buildTestEmail(name: TestEmailTemplate, to: string, actor: Actor, locale: Locale): MailMessage | Promise<MailMessage> {
  const base = appUrl();
  const firstname = actor.user.firstname;
  const ownerName = `${actor.user.firstname} ${actor.user.lastname}`.trim();
  switch (name) {
    case "activation":
      return activationMail(locale, { to, firstname, code: "1234", link: `${base}/auth/activate/test-token` });
    case "password-reset":
      return passwordResetMail(locale, { to, firstname, link: `${base}/auth/reset/test-token` });
    case "invitation":
      return invitationMail(locale, { to, inviterName: ownerName, teamName: SAMPLE_TEAM, role: "MEMBER", link: `${base}/auth/register?invitationKey=test-key` });
    case "price-list":
      return priceListMail(locale, {
        to,
        owner: ownerName,
        title: SAMPLE_TITLE,
        attachment: { filename: "price-list.csv", content: Buffer.from("Item;Price\nDinner;120.00\n"), contentType: "text/csv" },
      });
    case "share": {
      const t = translatorFor(locale);
      const subject = t("mail.share.intro", { from: ownerName, title: SAMPLE_TITLE });
      const email = { from: null, to, subject, msgPrefix: null, msgLinkText: null, msgSuffix: null, msgBadge: null };
      // No pictures: a sample share has no media to serve them from.
      const images = { logo: null, preview: null, photo: null };
      return shareMail(locale, { email, url: `${base}/shared/test-key/1`, documentTitle: SAMPLE_TITLE, ownerName, workspaceName: SAMPLE_TEAM, images, theme: mailTheme(null) });
    }
    case "share-opened":
      return shareOpenedMail(locale, { to, firstname, documentTitle: SAMPLE_TITLE, linkName: null, link: `${base}/documents` });
  }
}

/**
 * Sends the chosen templates (all when none are named) to `to`, one after the other. The audit entry
 * names what went out, also when the provider failed part-way (the failure is then raised).
 */
export async function sendTestEmails(actor: Actor, input: SendTestEmailsInput): Promise<{ sent: TestEmailTemplate[] }> {
  const locale = isLocale(actor.user.language) ? actor.user.language : DEFAULT_LOCALE;
  const names = input.templates ? TEST_EMAIL_TEMPLATES.filter((name) => input.templates?.includes(name)) : [...TEST_EMAIL_TEMPLATES];
  const sent: TestEmailTemplate[] = [];
  try {
    for (const name of names) {
      await sendMail(await buildTestEmail(name, input.to, actor, locale));
      sent.push(name);
    }
  } finally {
    if (sent.length) await audit(actor, { action: "email.test", targetType: "email", targetId: input.to, before: null, after: { templates: sent } });
  }
  return { sent };
}
