import { listOutbox } from "@/lib/dev/mailbox";
import { devContracts } from "@/lib/dev/contracts";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { isDevMailboxEnabled } from "@/lib/mail/config";

// Public on purpose, for local runs: it exists only without an e-mail provider and on a local setup
// (embedded database, or DEV_MAILBOX=1), see isDevMailboxEnabled.
export const GET = route(devContracts.mailbox, async ({ query }) => {
  if (!isDevMailboxEnabled()) throw notFound();
  const mails = await listOutbox(query);
  return mails.map(({ to, subject, text, html, createdAt }) => ({ to, subject, text, html, createdAt }));
});
