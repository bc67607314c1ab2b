import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { CURRENCIES } from "@/lib/teams/schemas";
import { idSchema } from "@/lib/validation/ids";
import { catalogDeleteQuery, catalogItemBody, catalogItemParams, catalogListQuery } from "./schemas";

// The catalog calls (workspace spec §7). Calls need membership of the item's workspace; the catalog
// module gates the pages and the sidebar, not the API.
//
// The spec writes two calls with a trailing slash (POST /api/team/{teamId}/catalog/, DELETE
// /api/catalog/). Route files cannot end in a slash, so they sit at the slashless paths. By default
// Next.js answers the slash spelling with a 308 to the slashless one, query kept; a 308 keeps the
// method and body, and fetch (browsers, Node) follows it with the same-origin Authorization header,
// so the spec's spelling works for the app's own client. With `skipTrailingSlashRedirect` in
// next.config.ts both spellings are answered directly.
const tag = "Catalog";

export const catalogItemSchema = z.object({
  _id: z.string(),
  id: z.string(),
  sku: z.string().nullable(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  price: z.number(),
  description: z.string().nullable(),
  team: z.string().describe("The workspace id"),
});

const example = { sku: "FL-101", name: "Bridal bouquet", currency: "EUR", price: 180.5, description: "Seasonal flowers, hand-tied" };

export const catalogContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/catalog",
    tag,
    auth: "user",
    // Lists only the caller's own workspaces (a foreign `team` is 404), so an outsider simply gets their own list.
    scope: "self",
    summary: "One page (40 unless `limit`) of the catalog items of the caller's workspaces, or of one (`team`), newest first, keyset-paged",
    query: catalogListQuery,
    response: z.object({ items: z.array(catalogItemSchema), nextCursor: z.string().nullable().describe("Pass back as `cursor` for the next page; null on the last page") }),
  }),
  read: defineContract({
    method: "GET",
    path: "/api/catalog/{id}",
    tag,
    auth: "user",
    summary: "One catalog item (members of its workspace)",
    params: catalogItemParams,
    response: catalogItemSchema,
  }),
  create: defineContract({
    method: "POST",
    path: "/api/team/{id}/catalog",
    tag,
    auth: "user",
    summary: "Create a catalog item in the workspace (members); the spec's spelling with a trailing slash works too. 201",
    params: z.object({ id: idSchema }),
    body: catalogItemBody,
    example,
    response: catalogItemSchema,
    responseDescription: "201 with the new item",
  }),
  update: defineContract({
    method: "POST",
    path: "/api/catalog/{id}",
    tag,
    auth: "user",
    summary: "Replace a catalog item with the full item sent (members of its workspace); absent optional texts are cleared, the workspace never changes",
    params: catalogItemParams,
    body: catalogItemBody,
    example,
    response: catalogItemSchema,
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/catalog",
    tag,
    auth: "user",
    summary:
      "Delete catalog items named in the query (ids=a,b,c; at most 200): all of them or, when any is unknown or in a workspace the caller is not a member of, none (404). The spec's spelling with a trailing slash works too",
    query: catalogDeleteQuery,
    response: z.object({ deleted: z.number() }),
  }),
};
