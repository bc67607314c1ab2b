import { listOutbox } from "@/lib/dev/mailbox";
import { devContracts } from "@/lib/dev/contracts";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { isMailProviderConfigured } from "@/lib/mail/config";

// Public on purpose, for local runs: it exists only while no e-mail provider is configured.
export const GET = route(devContracts.mailbox, async ({ query }) => {
  if (isMailProviderConfigured()) throw notFound();
  const mails = await listOutbox(query);
  return mails.map(({ to, subject, text, html, createdAt }) => ({ to, subject, text, html, createdAt }));
});
