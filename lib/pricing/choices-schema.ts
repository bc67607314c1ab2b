import { z } from "zod";
import { MAX_CHOICE_QUANTITY, type Choices } from "./choices";

// The shape of a client's choices as a request carries them (PUT .../choices): table id -> row id ->
// { selected, quantity }. Only the shape: whether each entry fits the share's tables is
// choicesProblems' question (./choices.ts), so a refusal there names the entry in the reader's words.
// Separate from choices.ts so the share view's script does not bundle zod.

/** More tables than a document holds, more rows than a table holds (PRICING_LIMITS.rows). */
export const MAX_CHOICE_TABLES = 100;
export const MAX_CHOICE_ROWS = 500;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: "validation.invalid" });

const rowChoice = z.strictObject({
  selected: z.boolean({ message: "validation.invalid" }),
  quantity: z.number({ message: "validation.invalidNumber" }).min(0, { message: "validation.invalidNumber" }).max(MAX_CHOICE_QUANTITY, { message: "validation.invalidNumber" }),
});

const tableChoices = z
  .record(id, rowChoice)
  .refine((table) => Object.keys(table).length <= MAX_CHOICE_ROWS, { message: "validation.invalid" });

export const choicesSchema: z.ZodType<Choices> = z
  .record(id, tableChoices)
  .refine((choices) => Object.keys(choices).length <= MAX_CHOICE_TABLES, { message: "validation.invalid" });
