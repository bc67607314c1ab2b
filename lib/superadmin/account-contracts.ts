import { z } from "zod";
import { defineContract, successSchema } from "@/lib/http/contract";
import { PLAN_STATUSES } from "@/lib/plans/status";
import { accountActionBody, accountIdParams, accountListQuery } from "./account-schemas";

// The operator console's account calls (issue 12). Every one needs the global role "admin" and the
// super-admin flag (403 for everyone else signed in); writes leave an audit entry.

const tag = "Super admin";
const operatorOnly = "Super admins only (global role admin and the super-admin flag; 403 otherwise).";

const diskUsage = z.object({
  totalSize: z.number().describe("Bytes of everything the account uploaded, in any workspace (media + files)"),
  media: z.number(),
  files: z.number(),
  quotaBytes: z.number().describe("The quota of the account's plan, for the workspaces it created"),
  usedInOwnWorkspaces: z.number().describe("Bytes stored in the workspaces the account created: what the quota counts"),
});

const accountItem = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  createdAt: z.string(),
  isActivated: z.boolean(),
  disabled: z.boolean(),
  disabledReason: z.string().nullable(),
  paymentMethod: z.enum(["STRIPE", "DIRECT"]),
  salesRepresentative: z.string().nullable(),
  plan: z.object({ status: z.enum(PLAN_STATUSES), product: z.string().nullable(), interval: z.string().nullable(), expiresAt: z.string().nullable() }),
});

const accountDetail = accountItem.extend({
  language: z.string(),
  modulesEnabled: z.array(z.string()),
  emailNotifications: z.boolean(),
  isSuperAdmin: z.boolean(),
  roles: z.array(z.string()),
  refCode: z.string().nullable().describe("The referral code the account signed up with"),
  memberships: z.array(z.object({ teamId: z.string(), teamName: z.string(), role: z.enum(["ADMIN", "MEMBER"]) })),
  referralCodes: z.array(z.object({ _id: z.string(), code: z.string(), limit: z.number(), enabled: z.boolean(), uses: z.number() })),
  planHistory: z.array(z.object({ _id: z.string(), state: z.string(), source: z.string().nullable(), createdAt: z.string() }).passthrough()),
  diskUsage,
});

export const superAdminAccountContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/superadmin/accounts",
    tag,
    auth: "user",
    operatorOnly: true,
    summary: `Accounts, newest first, 50 a page; \`q\` searches username, e-mail, first and last name (any case). ${operatorOnly}`,
    query: accountListQuery,
    response: z.object({ items: z.array(accountItem), page: z.number(), pageSize: z.number(), total: z.number() }),
  }),
  read: defineContract({
    method: "GET",
    path: "/api/superadmin/accounts/{id}",
    tag,
    auth: "user",
    operatorOnly: true,
    summary: `One account with its settings, workspaces, referral codes, plan history and disk space; 404 for an unknown id. ${operatorOnly}`,
    params: accountIdParams,
    response: accountDetail,
  }),
  action: defineContract({
    method: "POST",
    path: "/api/superadmin/accounts/{id}/action",
    tag,
    auth: "user",
    operatorOnly: true,
    summary:
      "Change an account: `action` is set-payment-method, set-plan, extend-trial, end-trial, set-sales-representative, set-modules, set-email-notifications, send-password-reset, disable or enable; answers the account after the change and leaves one audit entry `account.<action>`. " +
      "Plan actions append a plan history row with source `operator` (409 while a Stripe subscription runs for set-plan, while a paid plan is in force for extend-trial, without a running trial for end-trial). " +
      `Disabling one's own account as the last active super admin is 409. ${operatorOnly}`,
    params: accountIdParams,
    body: accountActionBody,
    example: { action: "extend-trial", days: 14 },
    response: accountDetail,
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/superadmin/accounts/{id}",
    tag,
    auth: "user",
    operatorOnly: true,
    summary: `Delete an account permanently, with the same data rules as the user's own deletion (DELETE /api/me); 409 for one's own account as the last active super admin, and for the design templates' system account. ${operatorOnly}`,
    params: accountIdParams,
    response: successSchema,
  }),
  diskSpaceUsage: defineContract({
    method: "GET",
    path: "/api/admin/account/{id}/disk-space-usage",
    tag,
    auth: "user",
    operatorOnly: true,
    summary: `An account's disk space: what it uploaded (media, files) and what the workspaces it created store against its plan's quota. ${operatorOnly}`,
    params: accountIdParams,
    response: diskUsage,
  }),
};
