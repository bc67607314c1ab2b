import type { BlockViewProps } from "../../definition";
import type { PlaceholderContent, PlaceholderMeta } from "./definition";

/** The dashed frame of a placeholder; the editor puts its input inside the same frame. */
export const PLACEHOLDER_FRAME = "rounded-xl border-2 border-dashed border-ink-300 bg-ink-50/60 px-4 py-6 text-center text-sm text-ink-600";

export function PlaceholderView({ block, context }: BlockViewProps<PlaceholderContent, PlaceholderMeta>) {
  if (context.mode !== "editor") return null;
  return (
    <div className={PLACEHOLDER_FRAME}>
      <p className="whitespace-pre-line">{block.content || context.labels.placeholder}</p>
    </div>
  );
}
