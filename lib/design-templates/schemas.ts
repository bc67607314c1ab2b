import { z } from "zod";
import { SECTORS } from "@/lib/accounts/schemas";
import { LOCALES } from "@/lib/i18n/locales";
import { idSchema } from "@/lib/validation/ids";
import { DESIGN_GROUPS, type DesignGroup } from "./groups";
import { DESIGN_PRODUCTS } from "./products";

// A design template definition (workspace spec §3, "schablone"), validated field by field: the
// design editor's form and the starter file (lib/design-templates/starter-format.ts) use the same
// pieces. Messages are keys (validation.* shared, errors.designTemplate* our own).

/** The database enum spells the groups with underscores: toDbGroup / fromDbGroup map them. */
export { DESIGN_GROUPS, type DesignGroup } from "./groups";

export const TITLE_MAX = 200;
export const MAX_SECTOR_ENTRIES = 20;
export const SORT_ORDER_LIMIT = 1_000_000;
export const PATH_MAX = 300;

/** "Weddings-90": a sector of the accounts spec and a score 0..100 (whole numbers). */
export const SECTOR_ENTRY = new RegExp(`^(${SECTORS.join("|")})-(100|[1-9]?[0-9])$`);

export const sectorEntrySchema = z.string().trim().regex(SECTOR_ENTRY, { message: "errors.designTemplateSector" });

/**
 * A thumbnail on our own site: an absolute path (`/design-templates/x.webp`, `/api/media/...`),
 * never another origin: no scheme, no `//` (protocol-relative), no backslash, no spaces.
 */
export const sitePathSchema = z
  .string()
  .trim()
  .max(PATH_MAX)
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~/%?=&]*$/, { message: "errors.designTemplateThumbPath" })
  .refine((path) => !path.includes("//") && !path.split(/[/?]/).includes(".."), { message: "errors.designTemplateThumbPath" });

const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

export const definitionBodySchema = z
  .object({
    docId: idSchema,
    title: z.string().trim().min(1).max(TITLE_MAX),
    lang: z.enum(LOCALES, { message: "validation.language" }),
    sectors: z
      .array(sectorEntrySchema)
      .max(MAX_SECTOR_ENTRIES)
      .default([])
      .refine((entries) => new Set(entries.map((entry) => entry.split("-")[0])).size === entries.length, { message: "errors.designTemplateSectorTwice" }),
    group: z.enum(DESIGN_GROUPS, { message: "errors.designTemplateGroup" }),
    product: z.enum(DESIGN_PRODUCTS, { message: "errors.designTemplateProduct" }),
    sortOrder: z.number().int().min(-SORT_ORDER_LIMIT).max(SORT_ORDER_LIMIT).default(0),
    thumb: z.preprocess(emptyToNull, sitePathSchema.nullable()).default(null),
    thumbnailLandscape: z.preprocess(emptyToNull, sitePathSchema.nullable()).default(null),
  })
  .strict();
export type DefinitionBody = z.output<typeof definitionBodySchema>;

export const definitionIdParams = z.object({ id: idSchema });
export const schabloneIdParams = z.object({ schabloneId: idSchema });

export const listDefinitionsQuery = z.object({
  product: z.enum(DESIGN_PRODUCTS).optional(),
  lang: z.enum(LOCALES).optional(),
  sector: z.enum(SECTORS).optional().describe("Best matches for this sector first (rankDefinitions)"),
  group: z.enum(DESIGN_GROUPS).optional(),
});
export type ListDefinitionsQuery = z.output<typeof listDefinitionsQuery>;

type DbGroup = "sales_and_promotion" | "customized_presentation_and_offer" | "project_and_event_management";
export const toDbGroup = (group: DesignGroup): DbGroup => group.replaceAll("-", "_") as DbGroup;
export const fromDbGroup = (group: DbGroup): DesignGroup => group.replaceAll("_", "-") as DesignGroup;
