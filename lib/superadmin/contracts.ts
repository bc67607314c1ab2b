import { z } from "zod";
import { documentResponse } from "@/lib/documents/contracts";
import { defineContract } from "@/lib/http/contract";
import {
  auditQuery,
  catalogQuery,
  createReferralBody,
  documentsQuery,
  documentsWithNotesQuery,
  idParams,
  kpiQuery,
  mediaQuery,
  referralsQuery,
  sendTestEmailsBody,
  subdomainBody,
  teamAdminsQuery,
  teamQueryUpdateBody,
  teamsQuery,
  updateReferralBody,
} from "./schemas";
import { TEST_EMAIL_TEMPLATES } from "./test-email-names";

// Contracts of the operator console's other calls (issue 12): documents, catalog, media, key
// figures, team admins, teams, referral codes, test e-mails, the audit log. Every one needs the
// global role "admin" and the super-admin flag (403 for everyone else signed in).

const tag = "Operator console";
const EXAMPLE_ID = "ckexampleid0000000000000a";
const operatorOnly = "Super admins only (global role admin and the super-admin flag).";

const ref = z.object({ _id: z.string(), name: z.string() });
const userRef = z.object({ _id: z.string(), username: z.string() });
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });

const documentItem = z.object({
  _id: z.string(),
  title: z.string(),
  templateType: z.string(),
  owner: z.object({ _id: z.string(), username: z.string(), email: z.string() }),
  team: ref,
  updatedAt: z.string(),
  deleted: z.boolean(),
  archived: z.boolean(),
});

const teamItem = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  customSubdomain: z.string().nullable(),
  canShareByEmail: z.boolean(),
  members: z.number().describe("Accepted members"),
  documents: z.number(),
  createdBy: userRef.nullable(),
});

const referralItem = z.object({
  _id: z.string(),
  code: z.string(),
  limit: z.number(),
  enabled: z.boolean(),
  uses: z.number().describe("Accounts that signed up with the code"),
  account: userRef.nullable().describe("The account that refers others with it"),
  createdAt: z.string(),
});

export const superAdminContracts = {
  documents: defineContract({
    method: "GET",
    path: "/api/superadmin/documents",
    tag,
    auth: "user",
    summary: `Documents of every workspace, newest change first, searched by title (q); 50 a page. ${operatorOnly}`,
    query: documentsQuery,
    response: page(documentItem),
  }),
  documentsWithNotes: defineContract({
    method: "GET",
    path: "/api/superadmin/documents/with-notes",
    tag,
    auth: "user",
    summary: `Documents with a private note or event dates, newest change first; 100 a page. ${operatorOnly}`,
    query: documentsWithNotesQuery,
    response: page(documentItem.extend({ privateNote: z.string().nullable(), event: z.object({ startDate: z.string().nullable(), endDate: z.string().nullable() }) })),
  }),
  document: defineContract({
    method: "GET",
    path: "/api/superadmin/document/{id}",
    tag,
    auth: "user",
    summary: `Any document, read-only, in the editor's shape (the private note withheld). 410 when it is deleted or gone. ${operatorOnly}`,
    params: idParams,
    response: z.object({ document: documentResponse }),
  }),
  catalog: defineContract({
    method: "GET",
    path: "/api/superadmin/catalog",
    tag,
    auth: "user",
    summary: `Catalog items of every workspace, newest first, searched by name or SKU (q); 50 a page. ${operatorOnly}`,
    query: catalogQuery,
    response: page(
      z.object({
        _id: z.string(),
        sku: z.string().nullable(),
        name: z.string(),
        currency: z.string(),
        price: z.number(),
        description: z.string().nullable(),
        team: ref,
        createdBy: userRef.nullable(),
        createdAt: z.string(),
        updatedAt: z.string(),
      }),
    ),
  }),
  media: defineContract({
    method: "GET",
    path: "/api/superadmin/media",
    tag,
    auth: "user",
    summary: `Media of every workspace, newest first (deleted ones marked), searched by name (q); 100 a page. url is a thumbnail the super admin may load. ${operatorOnly}`,
    query: mediaQuery,
    response: page(
      z.object({
        _id: z.string(),
        name: z.string(),
        kind: z.string(),
        mimeType: z.string(),
        width: z.number(),
        height: z.number(),
        team: ref,
        uploadedBy: userRef.nullable(),
        sizeBytes: z.number(),
        createdAt: z.string(),
        deleted: z.boolean(),
        url: z.string(),
      }),
    ),
  }),
  kpi: defineContract({
    method: "GET",
    path: "/api/superadmin/kpi",
    tag,
    auth: "user",
    summary: `Sign-ups and shares per day, week (from Monday) or month in UTC: the last \`count\` buckets, the current one included, newest last, empty ones 0. ${operatorOnly}`,
    query: kpiQuery,
    response: z.object({ period: z.enum(["day", "week", "month"]), buckets: z.array(z.object({ start: z.string(), signups: z.number(), shares: z.number() })) }),
  }),
  teamAdmins: defineContract({
    method: "GET",
    path: "/api/superadmin/team-admins",
    tag,
    auth: "user",
    summary: `Admins of every workspace (accepted ADMIN memberships), newest first, searched by person or workspace (q); 50 a page. ${operatorOnly}`,
    query: teamAdminsQuery,
    response: page(
      z.object({
        _id: z.string().describe("The membership"),
        user: z.object({ _id: z.string(), username: z.string(), email: z.string(), firstname: z.string(), lastname: z.string() }),
        team: ref,
        since: z.string().nullable(),
      }),
    ),
  }),
  teams: defineContract({
    method: "GET",
    path: "/api/superadmin/teams",
    tag,
    auth: "user",
    summary: `Workspaces, newest first, searched by name or subdomain (q); 50 a page. ${operatorOnly}`,
    query: teamsQuery,
    response: page(teamItem),
  }),
  teamSubdomain: defineContract({
    method: "POST",
    path: "/api/superadmin/teams/{id}/subdomain",
    tag,
    auth: "user",
    summary: `Sets (or with null removes) a workspace's subdomain: one lower-case DNS label of 3 to 63 characters, not www, app, api, admin or mail. Empty: 400 "given subdomain name is empty"; taken: 409. ${operatorOnly}`,
    params: idParams,
    body: subdomainBody,
    example: { customSubdomain: "gardenevents" },
    response: z.object({ team: z.object({ _id: z.string(), name: z.string(), customSubdomain: z.string().nullable() }) }),
  }),
  teamQueryUpdate: defineContract({
    method: "POST",
    path: "/api/superadmin/team-query-update",
    tag,
    auth: "user",
    summary: `Changes settings of up to 500 workspaces at once, all or none (an unknown id: 404). ${operatorOnly}`,
    body: teamQueryUpdateBody,
    example: { teamIds: [EXAMPLE_ID], set: { canShareByEmail: false } },
    response: z.object({ updated: z.number(), teams: z.array(z.object({ _id: z.string(), canShareByEmail: z.boolean() })) }),
  }),
  referrals: defineContract({
    method: "GET",
    path: "/api/superadmin/referrals",
    tag,
    auth: "user",
    summary: `Referral codes with their use counts, newest first, searched by code or account (q); 50 a page. ${operatorOnly}`,
    query: referralsQuery,
    response: page(referralItem),
  }),
  createReferral: defineContract({
    method: "POST",
    path: "/api/superadmin/referrals",
    tag,
    auth: "user",
    summary: `A new referral code (default code UNNAMED, limit 10; 201), optionally of the account that refers others with it. A code taken in any case: 409. ${operatorOnly}`,
    body: createReferralBody,
    example: { accountId: EXAMPLE_ID, code: "SPRING-FAIR", limit: 25 },
    response: z.object({ referral: referralItem }),
  }),
  updateReferral: defineContract({
    method: "POST",
    path: "/api/superadmin/referrals/{id}",
    tag,
    auth: "user",
    summary: `Enables or disables a referral code, or changes its limit or code (a code taken in any case: 409). ${operatorOnly}`,
    params: idParams,
    body: updateReferralBody,
    example: { enabled: false },
    response: z.object({ referral: referralItem }),
  }),
  sendTestEmails: defineContract({
    method: "POST",
    path: "/api/superadmin/send-test-emails",
    tag,
    auth: "user",
    summary: `Sends each e-mail template (or those named) with sample values, in the operator's language, to an address. ${operatorOnly}`,
    body: sendTestEmailsBody,
    example: { to: "qa@example.test", templates: ["activation", "share"] },
    response: z.object({ sent: z.array(z.enum(TEST_EMAIL_TEMPLATES)) }),
  }),
  audit: defineContract({
    method: "GET",
    path: "/api/superadmin/audit",
    tag,
    auth: "user",
    summary: `The operators' audit log, newest first, optionally of one target; 50 a page. ${operatorOnly}`,
    query: auditQuery,
    response: page(
      z.object({
        _id: z.string(),
        action: z.string(),
        targetType: z.string(),
        targetId: z.string(),
        before: z.unknown(),
        after: z.unknown(),
        createdAt: z.string(),
        actor: z.object({ _id: z.string(), username: z.string().nullable() }).nullable(),
      }),
    ),
  }),
};
