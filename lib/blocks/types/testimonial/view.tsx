import type { BlockViewProps } from "../../definition";
import type { TestimonialContent, TestimonialMeta } from "./definition";

// Quotes as a section: the title as a heading, each entry a <figure> holding the <blockquote> and
// the author in its <figcaption>. Empty quotes are left out of the document; the editor preview
// shows a hint for them instead, so the author sees where they are.

export function TestimonialView({ block, context }: BlockViewProps<TestimonialContent, TestimonialMeta>) {
  const title = block.metaData.title.trim();
  const editor = context.mode === "editor";
  const entries = block.content.filter((entry) => editor || entry.text.trim());
  if (!title && !entries.length) return null;
  return (
    <section className="flex flex-col gap-5">
      {title && <h3 className="doc-h3 text-[1.3em] font-semibold leading-tight tracking-tight text-[var(--doc-heading,inherit)]">{title}</h3>}
      {entries.map((entry, index) => {
        const author = entry.author.trim();
        return (
          <figure key={index} className="m-0 flex flex-col gap-2">
            <blockquote className="border-l-4 border-[color-mix(in_srgb,var(--doc-accent2,currentColor)_60%,transparent)] pl-4 text-[1.05em] italic leading-relaxed whitespace-pre-line">
              {entry.text.trim() ? entry.text : <span className="text-ink-500 not-italic">{context.labels.placeholder}</span>}
            </blockquote>
            {author && <figcaption className="pl-5 text-[0.9em] font-medium opacity-80">— {author}</figcaption>}
          </figure>
        );
      })}
    </section>
  );
}
