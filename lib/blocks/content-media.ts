import { blockModule } from "./registry";

// Media ids some block types keep inside `content` (an image's id, cover.imageId...) rather than in
// imageList: each type's definition.mediaIds says where. Block writes check them against the
// workspace (lib/segments), exports carry them and imports and copies into another workspace remap
// them (lib/documents), like the ids of imageList.

const strings = (values: readonly unknown[]) => values.filter((value): value is string => typeof value === "string" && value.length > 0);

/** The media ids in a block's stored content, read through its type's schema; unknown types and unreadable content name none. */
export function contentMediaIds(segmentType: string, content: unknown): string[] {
  const definition = blockModule(segmentType)?.definition;
  if (!definition?.mediaIds) return [];
  const parsed = definition.content.safeParse(content ?? null);
  return parsed.success ? strings(definition.mediaIds(parsed.data)) : [];
}

/**
 * The values at the media places of content that has not been through the schema (an export file's
 * content holds media keys such as "m1", which the schema's id pattern refuses).
 */
export function contentMediaRefs(segmentType: string, content: unknown): string[] {
  const definition = blockModule(segmentType)?.definition;
  if (!definition?.mediaIds || content === null || content === undefined) return [];
  try {
    return strings(definition.mediaIds(content));
  } catch {
    return [];
  }
}

/**
 * A copy of `content` with every string that is one of `refs` replaced by `to(ref)`; null where the
 * reference has no counterpart (the schemas of these fields accept null: "no image"). Only the
 * values the type's mediaIds named are given, so ordinary text is left alone.
 */
export function replaceContentMedia<T>(content: T, refs: ReadonlySet<string>, to: (ref: string) => string | null | undefined): T {
  if (!refs.size) return content;
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return refs.has(value) ? (to(value) ?? null) : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk(content) as T;
}
