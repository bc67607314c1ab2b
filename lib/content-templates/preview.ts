// A short plain-text preview of a saved block for the content templates list: the text of its
// content (plain, rich text with tags removed, or the strings of a JSON content), shortened.
// The list renders it as text (escaped), so removing tags here is for reading, not for safety.

export const PREVIEW_LENGTH = 140;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

/** Strings that are not text a user wrote: ids, links, colours. */
const NOT_PROSE = /^(https?:\/\/\S+|[a-z0-9]{20,40}|#[0-9a-f]{3,8})$/i;

function strings(value: unknown, out: string[], budget: { left: number }) {
  if (budget.left <= 0) return;
  if (typeof value === "string") {
    if (!NOT_PROSE.test(value.trim())) {
      out.push(value);
      budget.left -= value.length;
    }
  } else if (Array.isArray(value)) {
    for (const item of value) strings(item, out, budget);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) strings(item, out, budget);
  }
}

export function previewText(content: unknown, length = PREVIEW_LENGTH): string {
  const parts: string[] = [];
  strings(content, parts, { left: length * 4 });
  const text = parts
    .join(" ")
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}
