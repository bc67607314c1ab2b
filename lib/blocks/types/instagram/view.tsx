import type { BlockViewProps } from "../../definition";
import type { InstagramContent, InstagramMeta } from "./definition";
import { InstagramGlyph } from "./glyph";
import { instagramProfile } from "./handle";
import { HandleText } from "./handle-text";

// A profile card: the glyph, "@handle" linking to the profile (a new tab, no opener, no referrer)
// and the planner's text (no hooks: server-rendered for the share view). Without a handle, readers
// see nothing and the editor preview a dashed stand-in. Colours follow the document's text colour.

type InstagramViewProps = BlockViewProps<InstagramContent, InstagramMeta>;

export function InstagramView({ block, context }: InstagramViewProps) {
  const emptyHint = context.labels.emptyHint(block.segmentType);
  const profile = instagramProfile(block.metaData.handleOverride ?? context.team.instagram);
  const gradientId = `instagram-glyph-${block.id}`;
  if (!profile) {
    if (context.mode !== "editor") return null;
    return (
      <div role="note" className="flex min-h-20 items-center justify-center gap-3 rounded-lg border-2 border-dashed border-ink-300 bg-ink-50 px-4 py-5 text-center text-sm text-ink-600">
        <InstagramGlyph gradientId={gradientId} className="size-8 shrink-0 opacity-70" />
        {emptyHint && <span>{emptyHint}</span>}
      </div>
    );
  }
  const text = block.content.text.trim();
  return (
    <section className="flex items-center gap-4 rounded-xl border border-current/15 p-4">
      <InstagramGlyph gradientId={gradientId} className="size-12 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">
        <a href={profile.url} target="_blank" rel="noopener noreferrer" className="text-[1.1em] font-semibold underline-offset-2 [overflow-wrap:anywhere] hover:underline">
          <HandleText handle={profile.handle} />
        </a>
        {text && <p className="m-0 leading-relaxed whitespace-pre-line opacity-85">{text}</p>}
      </div>
    </section>
  );
}
