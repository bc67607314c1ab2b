import { htmlToLines } from "@/components/documents/block-text";
import { ID_PATTERN } from "@/lib/validation/ids";

// Excerpts of object contents are cached by the content object itself (a block's content is replaced,
// never mutated, on every edit): the outline re-renders on each keystroke without re-reading 200 blocks.
const cache = new WeakMap<object, Map<number, string>>();
const stringCache = new Map<string, string>();

/** A short plain-text excerpt of a block for the navigation tree: its text, or its title or HTML when content is an object. */
export function blockExcerpt(content: unknown, max = 60): string {
  if (content && typeof content === "object") {
    const byMax = cache.get(content) ?? new Map<number, string>();
    cache.set(content, byMax);
    if (!byMax.has(max)) byMax.set(max, excerptOf(content, max));
    return byMax.get(max)!;
  }
  if (typeof content !== "string" || ID_PATTERN.test(content)) return ""; // an image block's content is a media id, not text
  const key = `${max}:${content}`;
  let excerpt = stringCache.get(key);
  if (excerpt === undefined) {
    excerpt = excerptOf(content, max);
    if (stringCache.size > 2000) stringCache.clear();
    stringCache.set(key, excerpt);
  }
  return excerpt;
}

function excerptOf(content: unknown, max: number): string {
  const source =
    typeof content === "string"
      ? content
      : content && typeof content === "object"
        ? (["title", "html", "text"] as const).map((key) => (content as Record<string, unknown>)[key]).find((value): value is string => typeof value === "string" && value.trim() !== "") ?? ""
        : "";
  if (!source) return "";
  const text = htmlToLines(source.slice(0, 2000))
    .map((line) => line.text)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
