import { z } from "zod";
import { ALIGNMENTS, FONT_SIZES } from "../../constants";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, metaObject, oneOf } from "../../schema-helpers";

// A heading: one line of plain text (markup is not interpreted, React escapes it). Level 1 to 3
// maps to h2-h4 in the rendered document (its title is the h1). Numbering styles number headings.

const content = z
  .string()
  .max(500)
  .nullish()
  .transform((value) => (value ?? "").replace(/[\r\n]+/g, " "));

const metaData = metaObject({
  level: clampedNumber(1, 3, 1).transform(Math.round),
  align: oneOf(ALIGNMENTS, "left"),
  fontSize: oneOf(FONT_SIZES, "100%"),
});

export type HeadingContent = z.output<typeof content>;
export type HeadingMeta = z.output<typeof metaData>;

export const headingDefinition: BlockDefinition<HeadingContent, HeadingMeta> = {
  type: "heading",
  group: "textAndImages",
  content,
  metaData,
  defaults: () => ({ content: "", metaData: { level: 1, align: "left", fontSize: "100%" } }),
};
