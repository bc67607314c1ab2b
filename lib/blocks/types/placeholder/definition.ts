import type { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { metaObject, text } from "../../schema-helpers";

// A placeholder marks where a block should go in a template, with a short instruction for whoever
// fills it in ("Add the venue photos here"). Readers of a shared document never see it.

export const MAX_PLACEHOLDER_TEXT = 500;

const content = text(MAX_PLACEHOLDER_TEXT);
const metaData = metaObject({});

export type PlaceholderContent = z.output<typeof content>;
export type PlaceholderMeta = z.output<typeof metaData>;

export const placeholderDefinition: BlockDefinition<PlaceholderContent, PlaceholderMeta> = {
  type: "placeholder",
  group: "others",
  content,
  metaData,
  defaults: () => ({ content: "", metaData: {} }),
};
