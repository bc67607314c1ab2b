import { blockModule } from "./registry";

// Media ids some block types keep inside `content` or `metaData` (an image's id, cover.imageId, a
// card's image...) rather than in imageList: each type's definition.mediaIds says where. Block writes
// check them against the workspace (lib/segments), exports carry them and imports and copies into
// another workspace remap them (lib/documents), like the ids of imageList.

const strings = (values: readonly unknown[]) => values.filter((value): value is string => typeof value === "string" && value.length > 0);

/** A block's type and its two JSON fields, as stored or as read from an export file. */
export interface BlockFields {
  segmentType: string;
  content: unknown;
  metaData: unknown;
}

/** The media ids in a block's stored content and metaData, read through its type's schemas; unknown types and unreadable fields name none. */
export function blockMediaIds({ segmentType, content, metaData }: BlockFields): string[] {
  const definition = blockModule(segmentType)?.definition;
  if (!definition?.mediaIds) return [];
  const parsedContent = definition.content.safeParse(content ?? null);
  const parsedMeta = definition.metaData.safeParse(metaData ?? null);
  const defaults = definition.defaults();
  // An unreadable field names no media: read it as its default (which names none) so the other still counts.
  return strings(definition.mediaIds(parsedContent.success ? parsedContent.data : defaults.content, parsedMeta.success ? parsedMeta.data : defaults.metaData));
}

/**
 * The values at the media places of fields that have not been through the schemas (an export
 * file's content holds media keys such as "m1", which the schemas' id pattern refuses).
 */
export function blockMediaRefs({ segmentType, content, metaData }: BlockFields): string[] {
  const definition = blockModule(segmentType)?.definition;
  if (!definition?.mediaIds) return [];
  try {
    return strings(definition.mediaIds(content ?? null, metaData ?? null));
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
