import { getTranslations } from "next-intl/server";
import type { DocumentView } from "@/lib/documents/view";
import { blockText, htmlToLines, humanizeType, type TextLine } from "./block-text";

type Segment = DocumentView["segments"][number];

/** Consecutive list items become one list; other lines are paragraphs. */
function Lines({ lines }: { lines: TextLine[] }) {
  const groups: TextLine[][] = [];
  for (const line of lines) {
    const last = groups[groups.length - 1];
    if (last && line.kind === "item" && last[0].kind === "item") last.push(line);
    else groups.push([line]);
  }
  return (
    <>
      {groups.map((group, index) =>
        group[0].kind === "item" ? (
          <ul key={index} className="my-3 list-disc space-y-1 pl-6">
            {group.map((line, n) => (
              <li key={n}>{line.text}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className="my-3">
            {group[0].text}
          </p>
        ),
      )}
    </>
  );
}

function headingLevel(metaData: unknown): number {
  const level = typeof metaData === "object" && metaData !== null ? Number((metaData as { level?: unknown }).level) : NaN;
  return Number.isInteger(level) && level >= 1 && level <= 6 ? level : 2;
}

/**
 * The document's blocks as plain, readable content until the editor replaces this view: headings as
 * headings (the page's h1 is the title, so block levels start at h2), text as text, every other
 * block as a quiet labelled placeholder. HTML is never rendered as HTML.
 */
export async function DocumentBlocks({ segments }: { segments: Segment[] }) {
  const t = await getTranslations("document.content");
  const children = new Map<string | null, Segment[]>();
  for (const segment of segments) {
    const list = children.get(segment.parent) ?? [];
    list.push(segment);
    children.set(segment.parent, list);
  }
  const known = new Set(segments.map((segment) => segment.id));
  // Blocks whose parent is missing are shown at the top level rather than lost.
  const roots = segments.filter((segment) => segment.parent === null || !known.has(segment.parent));

  function render(segment: Segment, depth: number) {
    const text = blockText(segment.content);
    const nested = depth < 6 ? (children.get(segment.id) ?? []) : [];
    let body;
    if (segment.segmentType === "heading") {
      const level = Math.min(headingLevel(segment.metaData) + 1, 6);
      const Tag = `h${level}` as "h2" | "h3" | "h4" | "h5" | "h6";
      const size = level <= 2 ? "text-2xl" : level === 3 ? "text-xl" : "text-lg";
      body = text ? (
        <Tag className={`mt-8 mb-3 font-semibold tracking-tight text-ink-900 ${size}`}>{htmlToLines(text).map((line) => line.text).join(" ")}</Tag>
      ) : null;
    } else if (segment.segmentType === "divider") {
      body = <hr className="my-6 border-ink-200" />;
    } else if (segment.segmentType === "paragraph" && text) {
      body = <Lines lines={htmlToLines(text)} />;
    } else {
      const lines = text ? htmlToLines(text) : [];
      body = (
        <div className="my-4 rounded-xl border border-dashed border-ink-300 bg-ink-50/60 px-4 py-3">
          <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{t("block", { type: humanizeType(segment.segmentType) })}</p>
          {lines.length > 0 && (
            <div className="text-sm text-ink-700">
              <Lines lines={lines.slice(0, 20)} />
            </div>
          )}
        </div>
      );
    }
    return (
      <div key={segment.id} data-block-type={segment.segmentType}>
        {body}
        {nested.length > 0 && <div className="border-l-2 border-ink-100 pl-4">{nested.map((child) => render(child, depth + 1))}</div>}
      </div>
    );
  }

  if (roots.length === 0) return <p className="text-ink-500">{t("empty")}</p>;
  return <div className="text-[0.9875rem] leading-7 text-ink-800 [&>div:first-child>:first-child]:mt-0">{roots.map((segment) => render(segment, 0))}</div>;
}
