import type { z } from "zod";
import type { BlockDefinition } from "@/lib/blocks/definition";
import { blockModule } from "@/lib/blocks/registry";
import { Prisma } from "@/lib/db/generated/client";
import { AppError, type FieldProblem } from "@/lib/http/errors";

// Block content and metaData are shaped by the block type's own definition (lib/blocks/types/<type>):
// every write goes through its schema, which clamps, fills defaults, sanitizes, or refuses (400
// naming the field). Works for any type in the registry, so new block types need nothing here.

/** The definition of a registered type; an unknown type is a 400 naming segmentType. */
export function blockDefinition(type: string): BlockDefinition {
  const entry = blockModule(type);
  if (!entry) {
    throw new AppError("INVALID_INPUT", "segmentTypeUnknown", { type }, [{ path: "segmentType", message: "validation.invalid" }]);
  }
  return entry.definition;
}

const FIELD_ERROR = { content: "segmentContentInvalid", metaData: "segmentMetaDataInvalid" } as const;

function issueProblem(field: string, issue: z.core.$ZodIssue): FieldProblem {
  const path = [field, ...issue.path.map(String)].join(".");
  if (issue.message.startsWith("validation.") || issue.message.startsWith("errors.")) return { path, message: issue.message };
  if (issue.code === "too_big" && issue.origin === "string") return { path, message: "errors.blockTextTooLong" };
  return { path, message: "validation.invalid" };
}

/** One field parsed by the type's schema: the stored form, or a 400 naming the field (and where inside it). */
export function parseBlockField(definition: BlockDefinition, field: "content" | "metaData", value: unknown): unknown {
  const result = definition[field].safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => issueProblem(field, issue));
  throw new AppError("INVALID_INPUT", FIELD_ERROR[field], {}, problems.length ? problems : [{ path: field, message: "validation.invalid" }]);
}

/** A new block's content and metaData: what was sent, parsed, else the type's defaults. */
export function newBlockValues(definition: BlockDefinition, input: { content?: unknown; metaData?: unknown }) {
  const defaults = definition.defaults();
  return {
    content: input.content === undefined ? defaults.content : parseBlockField(definition, "content", input.content),
    metaData: input.metaData === undefined ? defaults.metaData : parseBlockField(definition, "metaData", input.metaData),
  };
}

/** content is a nullable JSON column: SQL NULL needs DbNull. */
export const contentColumn = (value: unknown) => (value === null || value === undefined ? Prisma.DbNull : (value as Prisma.InputJsonValue));

/** metaData is a non-null JSON column: a null value is stored as JSON null. */
export const metaDataColumn = (value: unknown) => (value === null || value === undefined ? Prisma.JsonNull : (value as Prisma.InputJsonValue));
