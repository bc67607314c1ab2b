import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { idSchema } from "@/lib/validation/ids";
import { createFromTeamTemplateSchema, teamTemplateSettingsSchema } from "./team-template";

// Team templates and import/export (issue 4; workspace spec §4-§7, accounts spec §4, §7). Every
// route with {id} answers 404 to callers who may not see the document or are not in the workspace.
const params = z.object({ id: idSchema });
const EXAMPLE_ID = "ckexampleid0000000000000a";
const settings = z.object({ published: z.boolean(), allowAddNewBlocks: z.boolean(), allowDeleteBlocks: z.boolean() });
const archiveDescription = "The export file (application/zip, `.eventdocs`; docs/export-format.md) as an attachment";

export const documentTransferContracts = {
  makeTeamTemplate: defineContract({
    method: "POST",
    path: "/api/document/{id}/team-template",
    tag: "Team templates",
    auth: "user",
    summary:
      "Make a document or template a team template in place, unpublished, allowing blocks to be added and deleted (owner with the team-templates module; 403 without it; 409 for other document kinds)",
    params,
    response: z.object({ ok: z.literal(true), templateType: z.literal("TEAM_TEMPLATE") }),
  }),
  teamTemplateSettings: defineContract({
    method: "POST",
    path: "/api/document/{id}/team-template-settings",
    tag: "Team templates",
    auth: "user",
    summary: "Publish or unpublish a team template and set what documents made from it allow (its owner or a workspace admin; 409 for other document kinds)",
    params,
    body: teamTemplateSettingsSchema,
    example: { published: true, allowAddNewBlocks: true, allowDeleteBlocks: false },
    response: settings,
  }),
  createFromTeamTemplate: defineContract({
    method: "POST",
    path: "/api/document/{id}/create-from-team-template",
    tag: "Team templates",
    auth: "user",
    summary:
      "Create a document from a team template (an unpublished one: its owner and the workspace's admins, 403 for the super admin, who may only view it; a published one: anyone) in `teamId` (a workspace of the caller; default: the template's if the caller is a member, else the caller's first)",
    params,
    body: createFromTeamTemplateSchema,
    example: { teamId: EXAMPLE_ID },
    response: z.object({ id: z.string() }),
    responseDescription: "201 Created: the new document's id (editor route /document/{id})",
  }),
  exportDocument: defineContract({
    method: "GET",
    path: "/api/document/{id}/export",
    tag: "Import and export",
    auth: "user",
    summary:
      "Export one document with its blocks, style data and the media and files it uses (members of its workspace, the super admin); the private note only in the owner's own export",
    params,
    responseDescription: archiveDescription,
  }),
  exportTeamDocuments: defineContract({
    method: "GET",
    path: "/api/team/{id}/document/export",
    tag: "Import and export",
    auth: "user",
    summary: "Export every document of a workspace that is not deleted, without private notes (admins; 413 beyond 500 documents or 100 MB)",
    params,
    responseDescription: archiveDescription,
  }),
  importDocuments: defineContract({
    method: "POST",
    path: "/api/team/{id}/document-import",
    tag: "Import and export",
    auth: "user",
    summary:
      "Import an export file (`.eventdocs` or `.zip`, multipart `file`, at most 25 MB; JSON entries at most 5 MB each and 20 MB together) into a workspace: every document is recreated with fresh ids, the caller as owner (members; 400 with a message for broken or hostile files, which change nothing)",
    params,
    body: z.object({ file: z.string().describe("the .eventdocs or .zip file") }),
    bodyType: "multipart",
    response: z.object({ documents: z.array(z.object({ id: z.string(), title: z.string() })) }),
    responseDescription: "201 Created: the imported documents, in the file's order",
  }),
};
