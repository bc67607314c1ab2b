import { z } from "zod";
import { segmentResponse } from "@/lib/documents/contracts";
import { defineContract, successSchema } from "@/lib/http/contract";
import { DESIGN_PRODUCTS } from "./products";
import { definitionBodySchema, definitionIdParams, DESIGN_GROUPS, listDefinitionsQuery, schabloneIdParams } from "./schemas";

// Design template definitions, "schablonen" (workspace spec §3, §7). Reading is public (the gallery
// and its preview show them to anonymous visitors); writing is for super admins only (403 for
// everyone else signed in).

const tag = "Design templates";
const EXAMPLE_ID = "ckexampleid0000000000000a";

export const definitionResponse = z.object({
  _id: z.string(),
  id: z.string(),
  docId: z.string().describe("The design document"),
  title: z.string(),
  lang: z.string(),
  sectors: z.array(z.string()).describe('"<Sector>-<score 0..100>" entries, e.g. "Weddings-90"'),
  thumbnailLandscape: z.string().nullable(),
  group: z.enum(DESIGN_GROUPS),
  product: z.enum(DESIGN_PRODUCTS),
  sortOrder: z.number(),
  file: z.string().nullable().describe("The starter file's entry it was loaded from (null when made in the design editor)"),
  thumb: z.string().nullable(),
});

const definitionExample = {
  docId: EXAMPLE_ID,
  title: "Garden wedding proposal",
  lang: "en",
  sectors: ["Weddings-100", "Venue-40"],
  group: "customized-presentation-and-offer",
  product: "proposal",
  sortOrder: 10,
  thumb: "/design-templates/garden-wedding.webp",
  thumbnailLandscape: "/design-templates/garden-wedding-landscape.webp",
};

export const designTemplateContracts = {
  list: defineContract({
    method: "GET",
    path: "/api/schablone-definitions",
    tag,
    auth: "public",
    summary: "Design template definitions, optionally of one product and group; with lang, only that language (English when it has none), best match for sector first, then sortOrder and title",
    query: listDefinitionsQuery,
    response: z.object({ definitions: z.array(definitionResponse) }),
  }),
  read: defineContract({
    method: "GET",
    path: "/api/schablone-definition/{id}",
    tag,
    auth: "public",
    summary: "One design template definition",
    params: definitionIdParams,
    response: z.object({ definition: definitionResponse }),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/schablone-definition",
    tag,
    auth: "user",
    summary: "A new definition (super admins only). docId must name an existing document that is not deleted. 201",
    body: definitionBodySchema,
    example: definitionExample,
    response: z.object({ definition: definitionResponse }),
    responseDescription: "201 with the new definition",
  }),
  update: defineContract({
    method: "POST",
    path: "/api/schablone-definition/{id}",
    tag,
    auth: "user",
    summary: "Replace a definition's fields (super admins only)",
    params: definitionIdParams,
    body: definitionBodySchema,
    example: definitionExample,
    response: z.object({ definition: definitionResponse }),
  }),
  remove: defineContract({
    method: "DELETE",
    path: "/api/schablone-definition/{id}",
    tag,
    auth: "user",
    summary: "Delete a definition (super admins only); its design document stays",
    params: definitionIdParams,
    response: successSchema,
  }),
  document: defineContract({
    method: "GET",
    path: "/api/document/schablone/{schabloneId}",
    tag,
    auth: "public",
    summary: "The design document of a definition, read-only: its blocks, style copy, page settings, header and footer",
    params: schabloneIdParams,
    response: z.object({
      schablone: definitionResponse,
      document: z.object({
        _id: z.string(),
        id: z.string(),
        title: z.string(),
        type: z.string(),
        numberingStyle: z.string(),
        paperSize: z.enum(["A4", "us-legal"]),
        design: z.object({ page: z.object({ margins: z.object({ top: z.number(), right: z.number(), bottom: z.number(), left: z.number() }).nullable() }) }),
        styleData: z.unknown(),
        customCss: z.string().nullable(),
        header: z.unknown(),
        footer: z.unknown(),
        cachedData: z.unknown(),
        thumbnail: z.string().nullable(),
        segments: z.array(segmentResponse).describe("Ordered by order"),
      }),
    }),
  }),
};
