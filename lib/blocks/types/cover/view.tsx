import type { BlockViewProps } from "../../definition";
import type { CoverContent, CoverMeta } from "./definition";
import { CoverFrame } from "./frame";

// Sizes follow the cover's own width (CoverFrame is the container): a phone gets a title that fits
// three or four words a line, the page the full display size.
export const COVER_TITLE_CLASS = "doc-h1 text-3xl font-bold leading-tight tracking-tight text-balance @sm:text-4xl @xl:text-5xl";
export const COVER_SUBTITLE_CLASS = "text-lg leading-relaxed text-white/90 text-pretty @xl:text-xl";

export function CoverView({ block, context }: BlockViewProps<CoverContent, CoverMeta>) {
  const { title, subtitle, imageId } = block.content;
  const editing = context.mode === "editor";
  // A cover with nothing in it is left out of a shared document; the editor still shows its frame.
  if (!editing && !title.trim() && !subtitle.trim() && !imageId) return null;
  return (
    <CoverFrame content={block.content} meta={block.metaData} context={context}>
      {title.trim() ? (
        <h2 className={COVER_TITLE_CLASS}>{title}</h2>
      ) : (
        editing && <p className={`${COVER_TITLE_CLASS} text-white/60`}>{context.labels.placeholder}</p>
      )}
      {subtitle.trim() && <p className={COVER_SUBTITLE_CLASS}>{subtitle}</p>}
    </CoverFrame>
  );
}
