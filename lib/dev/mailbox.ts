import { db } from "@/lib/db/client";

/** The dev outbox, newest first. Callers check isDevMailboxEnabled() first: with a provider, or on a deployed database, it does not exist. */
export function listOutbox(options: { to?: string; limit: number }) {
  return db.emailOutbox.findMany({
    where: options.to ? { to: options.to.trim().toLowerCase() } : {},
    orderBy: { createdAt: "desc" },
    take: options.limit,
    select: { id: true, to: true, subject: true, text: true, html: true, createdAt: true },
  });
}
