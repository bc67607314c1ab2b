import { z } from "zod";
import { defineContract } from "@/lib/http/contract";

export const devContracts = {
  mailbox: defineContract({
    method: "GET",
    path: "/api/dev/mailbox",
    tag: "Development",
    auth: "public",
    devOnly: true,
    summary: "E-mails kept in the outbox, newest first (only without an e-mail provider, on the embedded database or with DEV_MAILBOX=1)",
    query: z.object({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }),
    response: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), createdAt: z.string() })),
  }),
};
