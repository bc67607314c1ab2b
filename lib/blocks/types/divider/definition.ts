import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, color, flag, metaObject, oneOf } from "../../schema-helpers";
import { DIVIDER_TYPE_NAMES } from "./graphics";

// A divider between sections: a plain line or one of the 22 graphics, in the document's text colour
// (autoColor) or a colour of its own. Sizes are px; opacity 0.1 (faint) to 1.

/** The soft warm grey offered when the author turns the automatic colour off. */
export const DEFAULT_DIVIDER_COLOR = "#c8bfb3";

// Nothing is stored in content; older rows and imports may carry an empty string there.
const content = z
  .string()
  .nullish()
  .transform(() => null);

const metaData = metaObject({
  autoColor: flag(true),
  customColor: color(DEFAULT_DIVIDER_COLOR),
  verPadding: clampedNumber(0, 100, 20).transform(Math.round),
  horPadding: clampedNumber(0, 300, 0).transform(Math.round),
  thickness: clampedNumber(1, 10, 1).transform(Math.round),
  opacity: clampedNumber(0.1, 1, 1).transform((value) => Math.round(value * 100) / 100),
  typeName: oneOf(DIVIDER_TYPE_NAMES, "line"),
});

export type DividerContent = z.output<typeof content>;
export type DividerMeta = z.output<typeof metaData>;

export const dividerDefinition: BlockDefinition<DividerContent, DividerMeta> = {
  type: "divider",
  group: "others",
  content,
  metaData,
  defaults: () => ({
    content: null,
    metaData: { autoColor: true, customColor: DEFAULT_DIVIDER_COLOR, verPadding: 20, horPadding: 0, thickness: 1, opacity: 1, typeName: "line" },
  }),
};
