import { z } from "zod";
import { MODULES } from "@/lib/auth/policy";
import { defineContract } from "@/lib/http/contract";

export const devContracts = {
  modules: defineContract({
    method: "POST",
    path: "/api/dev/modules",
    tag: "Development",
    auth: "user",
    scope: "self",
    devOnly: true,
    summary: "Sets the signed-in user's modules (local setups only: embedded database or DEV_TOOLS=1); elsewhere the operator console does",
    body: z.object({ modules: z.array(z.enum(MODULES)).max(MODULES.length) }),
    example: { modules: ["catalog"] },
    response: z.object({ modulesEnabled: z.array(z.string()) }),
  }),
  superAdmin: defineContract({
    method: "POST",
    path: "/api/dev/super-admin",
    tag: "Development",
    auth: "user",
    scope: "self",
    devOnly: true,
    summary: "Makes the signed-in user a super admin or not (the flag and the global admin role; local setups only: embedded database or DEV_TOOLS=1), to reach the design editor",
    body: z.object({ superAdmin: z.boolean() }),
    example: { superAdmin: true },
    response: z.object({ superAdmin: z.boolean() }),
  }),
  planState: defineContract({
    method: "POST",
    path: "/api/dev/plan-state",
    tag: "Development",
    auth: "user",
    scope: "self",
    devOnly: true,
    summary:
      "Puts the signed-in user's own account in a plan situation to try the app in it (local setups on the embedded database only): TRIAL (a fresh month), TRIAL_EXPIRED (ended yesterday), or DISABLED (a failed payment)",
    body: z.object({ state: z.enum(["TRIAL", "TRIAL_EXPIRED", "DISABLED"]) }),
    example: { state: "TRIAL_EXPIRED" },
    response: z.object({ success: z.boolean() }),
  }),
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
