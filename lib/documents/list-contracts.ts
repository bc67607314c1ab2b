import { z } from "zod";
import { userEventSchema } from "@/lib/analytics/events";
import { defineContract } from "@/lib/http/contract";
import { DEAL_STATUSES, EVENT_STATES } from "./list-format";
import { contactIdParams, documentListQuery, teamDocumentListQuery, teamIdParams, teamTemplateListQuery, upcomingEventsQuery } from "./list-schemas";

// Document lists (issue 4): the index, archive, team templates, upcoming events, find by contact, and
// the index's search analytics.
const tag = "Document lists";

const person = z.object({ _id: z.string(), firstname: z.string(), lastname: z.string() });
const documentSummary = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  type: z.enum(["proposal", "invitation", "invoice", "presentation", "plain"]),
  templateType: z.string(),
  status: z.string().describe("The event's userState if present, else 'shared' when the document has snapshots, else 'draft'"),
  archived: z.boolean(),
  deleted: z.boolean(),
  thumbnail: z.string().nullable().describe("URL of the thumbnail image"),
  event: z.object({ startDate: z.string().nullable(), endDate: z.string().nullable(), hasStartDate: z.boolean(), userState: z.string().nullable() }),
  project: z.string().nullable(),
  owner: person,
  team: z.object({
    _id: z.string(),
    name: z.string(),
    numberFormat: z.object({ decimalSeparator: z.string(), groupSeparator: z.string() }).describe("The workspace's separators, for the cached totals"),
  }),
  teamTemplateInfo: z.object({ published: z.boolean() }),
  snapshotCount: z.number(),
  requireAcceptance: z.boolean().describe("Sharing asks the client to accept and sign (the Share tab's setting)"),
  dealStatus: z.enum(DEAL_STATUSES).describe("NONE until a share asks for acceptance; then the latest such share's: AWAITING, ACCEPTED or DECLINED"),
  dealStatusAt: z.string().nullable().describe("When the deal status last changed"),
  isTheOwner: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const documentPage = z.object({
  items: z.array(documentSummary),
  nextCursor: z.string().nullable().describe("Pass back as `cursor` for the next page; null on the last page"),
});

export const documentListContracts = {
  index: defineContract({
    method: "GET",
    path: "/api/documents",
    tag,
    auth: "user",
    // Lists only the caller's own workspaces (a foreign teamId is 404), so an outsider simply gets their own list.
    scope: "self",
    summary:
      "One page of the documents of the workspaces the caller is an accepted member of (or of one, with teamId; a foreign one is 404), newest change first, keyset-paged",
    query: documentListQuery,
    response: documentPage,
  }),
  teamDocuments: defineContract({
    method: "GET",
    path: "/api/team/{id}/documents",
    tag,
    auth: "user",
    summary: "One page of one workspace's documents, all owners (members of the workspace)",
    params: teamIdParams,
    query: teamDocumentListQuery,
    response: documentPage,
  }),
  teamTemplates: defineContract({
    method: "GET",
    path: "/api/team/{id}/team-templates",
    tag,
    auth: "user",
    summary: "One page of the workspace's team templates: published ones for members (and their own), all for admins (members of the workspace)",
    params: teamIdParams,
    query: teamTemplateListQuery,
    response: documentPage,
  }),
  upcomingEvents: defineContract({
    method: "GET",
    path: "/api/documents/upcoming-events",
    tag,
    auth: "user",
    scope: "self",
    summary:
      "Documents of the caller's workspaces whose event starts today or later (or is still running), soonest first, at most 20, each with its event-state class",
    query: upcomingEventsQuery,
    response: z.object({ items: z.array(documentSummary.extend({ eventState: z.enum(EVENT_STATES) })) }),
    responseDescription:
      "eventState by calendar days in `timeZone`: today (today, or running), tomorrow, this-week (within 7 days), later",
  }),
  byContact: defineContract({
    method: "GET",
    path: "/api/document/by-contact/{contactId}",
    tag,
    auth: "user",
    summary: "Documents linked to a contact, archived ones included, newest change first (members of the contact's workspace)",
    params: contactIdParams,
    response: z.array(documentSummary),
  }),
  userEvent: defineContract({
    method: "POST",
    path: "/api/user-events",
    tag: "Analytics",
    auth: "user",
    scope: "self",
    summary: "Record a user event for analytics; only known names (document-search: { term } up to 200 characters). 201",
    body: userEventSchema,
    example: { name: "document-search", data: { term: "garden wedding" } },
    response: z.object({ success: z.boolean() }),
    responseDescription: "201 { success: true }",
  }),
};
