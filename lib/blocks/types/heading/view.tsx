import type { BlockViewProps } from "../../definition";
import type { HeadingContent, HeadingMeta } from "./definition";

const TAGS = { 1: "h2", 2: "h3", 3: "h4" } as const;
const SIZES = { 1: "text-[2em]", 2: "text-[1.5em]", 3: "text-[1.2em]" } as const;
const STYLE_CLASS = { 1: "doc-h2", 2: "doc-h3", 3: "doc-h4" } as const;
const ALIGN = { left: "text-left", center: "text-center", right: "text-right" } as const;

export function HeadingView({ block, context }: BlockViewProps<HeadingContent, HeadingMeta>) {
  const level = (block.metaData.level as 1 | 2 | 3) ?? 1;
  const Tag = TAGS[level];
  const number = context.numbering.get(block.id);
  return (
    <div className={ALIGN[block.metaData.align]} style={{ fontSize: block.metaData.fontSize }}>
      <Tag className={`${STYLE_CLASS[level]} ${SIZES[level]} font-semibold leading-tight tracking-tight text-[var(--doc-heading,inherit)]`}>
        {number && <span className="mr-2 tabular-nums">{number}</span>}
        {block.content || (context.mode === "editor" ? <span className="text-ink-500">{context.labels.placeholder}</span> : null)}
      </Tag>
    </div>
  );
}
