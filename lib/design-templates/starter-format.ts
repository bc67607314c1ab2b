import { z } from "zod";
import { definitionBodySchema } from "./schemas";

// The starter set's file (DESIGN_TEMPLATES_FILE, default design-templates/starter.json):
//   { "format": "eventdocs-design-templates", "version": 1, "definitions": [ { "file", "title", "lang",
//     "product", "group", "sectors", "sortOrder", "thumb", "thumbnailLandscape" } ] }
// Each `file` is a document.json of the .eventdocs export format (docs/export-format.md), relative to
// the folder of the starter file; the images are listed in that folder's media.json, shared by all
// documents. Thumbnails are static files under public/ (served as /design-templates/...).

export const STARTER_FORMAT = "eventdocs-design-templates";
export const STARTER_VERSION = 1;
export const DEFAULT_STARTER_FILE = "design-templates/starter.json";
export const MAX_STARTER_DEFINITIONS = 500;

const starterDefinitionSchema = definitionBodySchema
  .omit({ docId: true })
  .extend({ file: z.string().regex(/^documents\/[a-z0-9][a-z0-9-]{0,79}\/document\.json$/, { message: "documents/<name>/document.json" }) })
  // Unknown keys are dropped, not refused: a newer file may carry more than this version reads.
  .strip();

export const starterFileSchema = z
  .object({
    format: z.literal(STARTER_FORMAT),
    version: z.literal(STARTER_VERSION),
    definitions: z.array(starterDefinitionSchema).max(MAX_STARTER_DEFINITIONS),
  })
  .superRefine((starter, ctx) => {
    const seen = new Set<string>();
    starter.definitions.forEach((definition, index) => {
      if (seen.has(definition.file)) ctx.addIssue({ code: "custom", path: ["definitions", index, "file"], message: "listed twice" });
      seen.add(definition.file);
    });
  });
export type StarterFile = z.output<typeof starterFileSchema>;
export type StarterDefinition = StarterFile["definitions"][number];

/** "definitions.3.sectors.0: errors.designTemplateSector" for the log. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
}
