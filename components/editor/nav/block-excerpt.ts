import { htmlToLines } from "@/components/documents/block-text";

/** A short plain-text excerpt of a block for the navigation tree: its text, or its title or HTML when content is an object. */
export function blockExcerpt(content: unknown, max = 60): string {
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
