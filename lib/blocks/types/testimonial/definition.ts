import { z } from "zod";
import type { BlockDefinition } from "../../definition";
import { metaObject, text } from "../../schema-helpers";

// Testimonials (spec §3: "title; content is a JSON list of entries, each with text"). Each entry is
// a quote and, as most proposal tools offer, the name of who said it. 1 to 20 entries: a longer list
// keeps its first 20 and an empty one becomes one empty entry (clamped, not refused, spec §5); a
// quote or name over its length is refused. All of it is plain text (React escapes it).

export const TESTIMONIAL_LIMITS = { minEntries: 1, maxEntries: 20, text: 2000, author: 200, title: 200 } as const;

const entry = metaObject({
  text: text(TESTIMONIAL_LIMITS.text),
  author: text(TESTIMONIAL_LIMITS.author),
});

export type TestimonialEntry = z.output<typeof entry>;

export const emptyTestimonialEntry = (): TestimonialEntry => ({ text: "", author: "" });

/** Older rows and imports may hold the list as a JSON string; anything unreadable is left to the array check (400). */
const fromJsonString = (value: unknown) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const content = z.preprocess(
  fromJsonString,
  z
    .array(entry)
    .nullish()
    .transform((entries) => {
      const kept = (entries ?? []).slice(0, TESTIMONIAL_LIMITS.maxEntries);
      return kept.length ? kept : [emptyTestimonialEntry()];
    }),
);

const metaData = metaObject({
  title: text(TESTIMONIAL_LIMITS.title),
});

export type TestimonialContent = z.output<typeof content>;
export type TestimonialMeta = z.output<typeof metaData>;

export const testimonialDefinition: BlockDefinition<TestimonialContent, TestimonialMeta> = {
  type: "testimonial",
  group: "sales",
  content,
  metaData,
  defaults: () => ({ content: [emptyTestimonialEntry()], metaData: { title: "" } }),
};
