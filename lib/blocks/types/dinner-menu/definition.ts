import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { clampedNumber, metaObject, oneOf, text } from "../../schema-helpers";
import { DINNER_MENU_STYLES } from "./styles";

// A printed dinner menu. Everything lives in metaData (spec §3: title, styleClass, menuEntryList of
// { title, content }, bgOpacity); content is unused. A new menu has 5 courses (spec §9) with empty
// titles: a stored default cannot be translated, so the editor shows the course names ("Starter"...)
// as placeholders in the author's language. The list keeps 1 to 30 courses: extra ones are dropped,
// an empty or missing list becomes the 5 defaults (clamped, spec §5); over-long texts are refused.

export const DINNER_MENU_LIMITS = { minEntries: 1, maxEntries: 30, defaultEntries: 5, title: 200, entryTitle: 200, entryContent: 1000 } as const;

const entry = metaObject({
  title: text(DINNER_MENU_LIMITS.entryTitle),
  content: text(DINNER_MENU_LIMITS.entryContent),
});

export type DinnerMenuEntry = z.output<typeof entry>;

export const emptyMenuEntry = (): DinnerMenuEntry => ({ title: "", content: "" });
const defaultEntries = () => Array.from({ length: DINNER_MENU_LIMITS.defaultEntries }, emptyMenuEntry);

const menuEntryList = z
  .array(entry)
  .nullish()
  .transform((entries) => (entries?.length ? entries.slice(0, DINNER_MENU_LIMITS.maxEntries) : defaultEntries()));

// Nothing is stored in content; older rows and imports may carry an empty string there.
const content = z
  .string()
  .nullish()
  .transform(() => null);

const metaData = metaObject({
  title: text(DINNER_MENU_LIMITS.title),
  styleClass: oneOf(DINNER_MENU_STYLES, "classic"),
  menuEntryList,
  bgOpacity: clampedNumber(0, 1, 0.1).transform((value) => Math.round(value * 100) / 100),
});

export type DinnerMenuContent = z.output<typeof content>;
export type DinnerMenuMeta = z.output<typeof metaData>;

export const dinnerMenuDefinition: BlockDefinition<DinnerMenuContent, DinnerMenuMeta> = {
  type: "dinner-menu",
  group: "events",
  content,
  metaData,
  defaults: () => ({
    content: null,
    metaData: { title: "", styleClass: "classic", menuEntryList: defaultEntries(), bgOpacity: 0.1 },
  }),
};
