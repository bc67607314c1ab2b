import type { CSSProperties, ReactNode } from "react";
import type { ImageAndTextMeta } from "./definition";

// The two columns, shared by the view and the editor. Side by side when the block is at least 40rem
// (640 px) wide, stacked below that: a container query, not the window's width, because the editor's
// canvas and a printed page are narrower than the screen.

export function ImageAndTextLayout({ meta, image, text }: { meta: ImageAndTextMeta; image: ReactNode; text: ReactNode }) {
  return (
    <div className="@container">
      <div
        className={`flex flex-col gap-4 @min-[40rem]:gap-6 ${meta.imageSide === "right" ? "@min-[40rem]:flex-row-reverse" : "@min-[40rem]:flex-row"}`}
        style={{ "--image-column": `${meta.splitterWidth}%` } as CSSProperties}
      >
        <div className="w-full shrink-0 @min-[40rem]:w-[var(--image-column)]">{image}</div>
        <div className="min-w-0 flex-1">{text}</div>
      </div>
    </div>
  );
}
