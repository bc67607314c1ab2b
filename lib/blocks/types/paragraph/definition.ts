import { z } from "zod";
import { FONT_SIZES } from "../../constants";
import type { BlockDefinition } from "../../definition";
import { sanitizeRichText } from "../../sanitize";
import { MAX_BLOCK_TEXT, metaObject, oneOf } from "../../schema-helpers";

// A paragraph: rich text as HTML (Tiptap's output). Only the sanitizer's allow-list is stored, so a
// client that skips the editor cannot store script or event handlers; the view sanitizes again.

const content = z
  .string()
  .max(MAX_BLOCK_TEXT)
  .nullish()
  .transform((value) => sanitizeRichText(value ?? ""));

const metaData = metaObject({
  fontSize: oneOf(FONT_SIZES, "100%"),
});

export type ParagraphContent = z.output<typeof content>;
export type ParagraphMeta = z.output<typeof metaData>;

export const paragraphDefinition: BlockDefinition<ParagraphContent, ParagraphMeta> = {
  type: "paragraph",
  group: "textAndImages",
  content,
  metaData,
  defaults: () => ({ content: "", metaData: { fontSize: "100%" } }),
};
