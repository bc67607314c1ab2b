import { readableTextOn } from "@/lib/doc-styles/contrast";
import { fontFamilyList } from "@/lib/doc-styles/fonts";
import type { DocStyleData } from "@/lib/doc-styles/schema";

export interface StyleThumbnailProps {
  style: Pick<DocStyleData, "fonts" | "colors" | "others">;
  /** A word set in the style's heading face ("Proposal"). */
  heading: string;
}

/**
 * A style as a miniature page, drawn with its own colours and faces: a heading, a short rule, lines of
 * text, a little table on the second background and a button in the first accent. Decorative: the
 * card around it carries the style's name.
 */
export function StyleThumbnail({ style, heading }: StyleThumbnailProps) {
  const { fonts, colors, others } = style;
  const radius = Math.min(others.cornerRadius, 8);
  const line = (width: string, opacity = 0.42) => <span className="block h-[3px] rounded-full" style={{ width, backgroundColor: fonts.text.color, opacity }} />;
  return (
    <span aria-hidden="true" className="flex aspect-[4/3] w-full flex-col gap-[5px] overflow-hidden px-2.5 pt-2 pb-2.5" style={{ backgroundColor: colors.docBackgroundColor }}>
      <span
        className="block truncate text-[15px] leading-[1.15]"
        style={{
          fontFamily: fontFamilyList(fonts.h2.family),
          fontWeight: fonts.h2.weight,
          color: fonts.h2.color,
          textTransform: others.headingCase === "uppercase" ? "uppercase" : undefined,
          letterSpacing: others.headingCase === "uppercase" ? "0.05em" : undefined,
          fontSize: others.headingCase === "uppercase" ? 12 : undefined,
        }}
      >
        {heading}
      </span>
      <span className="block h-[2px] w-5 rounded-full" style={{ backgroundColor: colors.accent2 }} />
      <span className="flex flex-col gap-[3px]">
        {line("94%")}
        {line("86%")}
        {line("58%")}
      </span>
      <span className="mt-auto flex items-end gap-1.5">
        <span className="flex flex-1 flex-col overflow-hidden" style={{ borderRadius: radius / 2, border: `1px solid ${colors.accent3}` }}>
          <span className="flex h-[7px] items-center gap-1 px-1" style={{ backgroundColor: colors.docBackgroundColor2 }}>
            <span className="block h-[2px] w-1/2 rounded-full" style={{ backgroundColor: readableTextOn(colors.docBackgroundColor2), opacity: 0.55 }} />
          </span>
          {[0, 1].map((row) => (
            <span key={row} className="flex h-[7px] items-center justify-between px-1" style={{ borderTop: `1px solid color-mix(in srgb, ${colors.accent1} 22%, transparent)` }}>
              <span className="block h-[2px] w-2/5 rounded-full" style={{ backgroundColor: fonts.text.color, opacity: 0.4 }} />
              <span className="block h-[2px] w-1/5 rounded-full" style={{ backgroundColor: fonts.text.color, opacity: 0.6 }} />
            </span>
          ))}
        </span>
        <span className="flex h-[11px] w-8 shrink-0 items-center justify-center" style={{ backgroundColor: colors.accent1, borderRadius: Math.max(2, radius / 1.5) }}>
          <span className="block h-[2px] w-4 rounded-full" style={{ backgroundColor: readableTextOn(colors.accent1), opacity: 0.9 }} />
        </span>
      </span>
    </span>
  );
}
