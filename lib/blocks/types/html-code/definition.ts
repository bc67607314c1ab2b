import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { sanitizeHtmlCode } from "../../sanitize";
import { metaObject } from "../../schema-helpers";

// The html code block: the author's own markup, stored only after the allow-list has removed
// scripts, styles, frames, event handlers and unsafe addresses. The view sanitizes it again.

export const MAX_HTML_CODE = 50_000;

const content = z
  .string()
  .max(MAX_HTML_CODE)
  .nullish()
  .transform((value) => sanitizeHtmlCode(value ?? ""));

const metaData = metaObject({});

export type HtmlCodeContent = z.output<typeof content>;
export type HtmlCodeMeta = z.output<typeof metaData>;

export const htmlCodeDefinition: BlockDefinition<HtmlCodeContent, HtmlCodeMeta> = {
  type: "html-code",
  group: "others",
  content,
  metaData,
  defaults: () => ({ content: "", metaData: {} }),
};
