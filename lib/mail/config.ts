/** With RESEND_API_KEY set, mail goes out through Resend; without it, it stays in the outbox for /dev/mailbox. */
export const isMailProviderConfigured = () => Boolean(process.env.RESEND_API_KEY?.trim());

export const mailFrom = () => process.env.MAIL_FROM?.trim() || "Eventdocs <no-reply@eventdocs.local>";

/** The app's public address for links in e-mails: APP_URL, else the address the request came to. */
export function appUrl(request?: Request): string {
  const configured = process.env.APP_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return request ? new URL(request.url).origin : "http://localhost:3000";
}
