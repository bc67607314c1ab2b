/** With RESEND_API_KEY set, mail goes out through Resend; without it, it stays in the outbox for /dev/mailbox. */
export const isMailProviderConfigured = () => Boolean(process.env.RESEND_API_KEY?.trim());

/**
 * Whether the dev mailbox (`/dev/mailbox`, `GET /api/dev/mailbox`) exists. It shows every e-mail,
 * reset links included, to anyone, so it needs both: no e-mail provider, and a local setup, that is
 * the embedded database (no DATABASE_URL) or an explicit `DEV_MAILBOX=1` (tests on PostgreSQL).
 * A deployed server with a real database and no provider does not expose it.
 */
export function isDevMailboxEnabled(): boolean {
  if (isMailProviderConfigured()) return false;
  const embeddedDatabase = !process.env.DATABASE_URL?.trim();
  return embeddedDatabase || process.env.DEV_MAILBOX?.trim() === "1";
}

export const mailFrom = () => process.env.MAIL_FROM?.trim() || "Eventdocs <no-reply@eventdocs.local>";

/**
 * The app's public address for links in e-mails: APP_URL, else NEXTAUTH_URL, else
 * http://localhost:<PORT>. Never taken from a request: in Next the request URL carries the server's
 * bind address, and the Host header is the client's to choose (a reset link pointing elsewhere).
 */
export function appUrl(): string {
  const configured = process.env.APP_URL?.trim() || process.env.NEXTAUTH_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return `http://localhost:${process.env.PORT?.trim() || 3000}`;
}
