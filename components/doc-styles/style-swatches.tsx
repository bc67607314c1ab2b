import { fontFamilyList } from "@/lib/doc-styles/fonts";
import type { DocStyleData } from "@/lib/doc-styles/schema";

/**
 * A style in miniature: "Aa" in its heading face and colour on its page background, over a strip
 * of its second background and accents. Decorative: the style's name says which it is.
 */
export function StyleSwatches({ style }: { style: Pick<DocStyleData, "colors" | "fonts"> }) {
  const { colors, fonts } = style;
  return (
    <span aria-hidden="true" className="flex h-12 w-18 shrink-0 flex-col overflow-hidden rounded-lg border border-ink-200 shadow-xs" style={{ backgroundColor: colors.docBackgroundColor }}>
      <span className="flex flex-1 items-center justify-center text-lg leading-none" style={{ fontFamily: fontFamilyList(fonts.h2.family), fontWeight: fonts.h2.weight, color: fonts.h2.color }}>
        Aa
      </span>
      <span className="flex h-2.5">
        {(["docBackgroundColor2", "accent1", "accent2", "accent3"] as const).map((key) => (
          <span key={key} className="h-full flex-1" style={{ backgroundColor: colors[key] }} />
        ))}
      </span>
    </span>
  );
}
