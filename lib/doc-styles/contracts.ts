import { z } from "zod";
import { defineContract, successSchema } from "@/lib/http/contract";
import { teamIdParams } from "@/lib/teams/schemas";
import { idSchema } from "@/lib/validation/ids";
import { DEFAULT_DOC_STYLE } from "./defaults";
import { DOC_STYLE_FILE_FORMAT, DOC_STYLE_FILE_VERSION } from "./export";
import {
  ADD_STYLES_MAX,
  BULK_STYLES_MAX,
  addStylesSchema,
  bulkDocStylesSchema,
  copyDocStyleSchema,
  newDocStyleSchema,
  setDefaultDocStyleSchema,
  setDocumentStyleSchema,
  styleIdParams,
  teamStyleParams,
} from "./inputs";
import { ownStyleContracts } from "./own-style-contracts";
import { docStyleBodySchema } from "./schema";
import { docStyleViewSchema } from "./view";

// Doc styles (accounts spec §3, §7; issue 10). A workspace's styles are read by its members and
// changed by its admins (members 403, everyone else 404); global styles (no workspace) are read by
// anyone signed in and changed by the super admin only.

const tag = "Doc styles";
const styleExample = { ...DEFAULT_DOC_STYLE, name: "Summer gala" };
const styleList = z.object({ styles: z.array(docStyleViewSchema) });
const documentStyleAnswer = z.object({
  success: z.boolean(),
  styleData: z.unknown().describe("The document's own copy of the style (with the style's id)"),
  styleId: z.string().nullable(),
  style: z.object({ _id: z.string(), name: z.string() }).describe("The style, as the document view names it"),
  styleUpToDate: z.boolean(),
  version: z.number(),
});

const styleById = {
  read: defineContract({
    method: "GET",
    path: "/api/doc-style/{id}",
    tag,
    auth: "user",
    summary: "A doc style (members of its workspace; a global style: anyone signed in)",
    params: styleIdParams,
    response: docStyleViewSchema,
  }),
  update: defineContract({
    method: "POST",
    path: "/api/doc-style/{id}",
    tag,
    auth: "user",
    summary: "Replace a doc style's content, validated field by field; custom CSS by the rule of a document's (admins of its workspace; a global style: the super admin)",
    params: styleIdParams,
    body: docStyleBodySchema,
    example: styleExample,
    response: docStyleViewSchema,
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/doc-style/{id}",
    tag,
    auth: "user",
    summary: "Delete a doc style; documents keep their copy, and a workspace whose default it was has no default (same rule as update)",
    params: styleIdParams,
    response: successSchema,
  }),
};

export const docStyleContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/team/{id}/doc-styles",
    tag,
    auth: "user",
    summary: "The workspace's doc styles, oldest first, and its default (members)",
    params: teamIdParams,
    response: styleList.extend({ defaultDocStyleId: z.string().nullable() }),
  }),
  add: defineContract({
    method: "POST",
    path: "/api/team/{id}/doc-style",
    tag,
    auth: "user",
    summary: 'Add a doc style (admins): the fields given over the default style, named "New style" unless a name is given; answers 201',
    params: teamIdParams,
    body: newDocStyleSchema,
    example: { name: "Summer gala", colors: { ...DEFAULT_DOC_STYLE.colors, accent1: "#0f766e" } },
    response: docStyleViewSchema,
    responseDescription: "201 Created: the new style",
  }),
  teamUpdate: defineContract({ ...styleById.update, path: "/api/team/{id}/doc-style/{styleId}", params: teamStyleParams, summary: "Replace a doc style of the workspace (admins); a style of another workspace is 404" }),
  teamRemove: defineContract({ ...styleById.remove, path: "/api/team/{id}/doc-style/{styleId}", params: teamStyleParams, summary: "Delete a doc style of the workspace (admins); documents keep their copy, the default becomes none if it was this one" }),
  ...styleById,
  copy: defineContract({
    method: "POST",
    path: "/api/doc-style/{id}/copy",
    tag,
    auth: "user",
    summary: 'Copy a style the caller may read, named "<name> (copy)", into its own workspace or `teamId` (admins of the target; uploaded font files are copied along); answers 201',
    params: styleIdParams,
    body: copyDocStyleSchema,
    example: {},
    response: docStyleViewSchema,
    responseDescription: "201 Created: the copy",
  }),
  export: defineContract({
    method: "GET",
    path: "/api/doc-style/{id}/export",
    tag,
    auth: "user",
    summary: `The style as a JSON file download: { format: "${DOC_STYLE_FILE_FORMAT}", version: ${DOC_STYLE_FILE_VERSION}, name, fonts, colors, others, uploadedFonts, customCSS } (readers of the style)`,
    params: styleIdParams,
    responseDescription: "application/json attachment",
  }),
  import: defineContract({
    method: "POST",
    path: "/api/team/{id}/doc-styles/import",
    tag,
    auth: "user",
    summary:
      "Import a style file (multipart `file`, .json of at most 1 MB, as the export writes it or the same object without format and version) as a new style (admins). A file that is not JSON is a 400 with the parser's message; wrong fields are named one by one; answers 201",
    params: teamIdParams,
    body: z.object({ file: z.string().describe("the .json file") }),
    bodyType: "multipart",
    response: docStyleViewSchema,
  }),
  bulk: defineContract({
    method: "POST",
    path: "/api/doc-styles/bulk",
    tag,
    auth: "user",
    // Answers only what the caller may read, so it names nothing of anyone else.
    scope: "self",
    summary: `Several styles at once (1 to ${BULK_STYLES_MAX} ids): those the caller may read, in the order asked; other ids are left out`,
    body: bulkDocStylesSchema,
    example: { ids: ["clx0style000000000000000a"] },
    response: styleList,
  }),
  addStyles: defineContract({
    method: "POST",
    path: "/api/team/{id}/add-styles",
    tag,
    auth: "user",
    summary: `Copy global styles and styles of the caller's other workspaces into this one, under their names (admins; 1 to ${ADD_STYLES_MAX} ids, all or nothing, an id the caller may not read is 404)`,
    params: teamIdParams,
    body: addStylesSchema,
    example: { styleIds: ["clx0style000000000000000a"] },
    response: styleList,
  }),
  setDefault: defineContract({
    method: "POST",
    path: "/api/team/{id}/set-default-doc-style",
    tag,
    auth: "user",
    summary: "Set the workspace's default style, given to new documents (admins; one of the workspace's own styles, else 400; null for none)",
    params: teamIdParams,
    body: setDefaultDocStyleSchema,
    example: { styleId: null },
    response: z.object({ success: z.boolean(), defaultDocStyleId: z.string().nullable() }),
  }),
  setDocumentStyle: defineContract({
    method: "POST",
    path: "/api/document/{id}/set-doc-style",
    tag,
    auth: "user",
    summary: "Use a style for the document: a style of its workspace or a global one (else 400), copied into the document's styleData (owner; recorded for undo)",
    params: z.object({ id: idSchema }),
    body: setDocumentStyleSchema,
    example: { styleId: "clx0style000000000000000a" },
    response: documentStyleAnswer,
  }),
  refreshDocumentStyle: defineContract({
    method: "POST",
    path: "/api/document/{id}/update-doc-style/{styleId}",
    tag,
    auth: "user",
    summary: "Take the document's style copy again from the style as it is now (owner; recorded for undo)",
    params: z.object({ id: idSchema, styleId: idSchema }),
    response: documentStyleAnswer,
  }),
  ...ownStyleContracts,
};
