import type { CSSProperties } from "react";

// The embedded player both video blocks draw (no hooks: views render it on the server). The frame
// gets only what it needs: no referrer path, a sandbox without top navigation or forms, and lazy
// loading so a long document does not start every player at once. Shared by youtube and vimeo.
// The author's width and height hold where the block is wide; on a narrow one (a phone, under 36rem)
// the player takes the whole width at 16:9, the shape of the videos, instead of a tall, thin box.
// On paper a player shows nothing: the printed page names the video's address instead.

const ALLOW = "accelerometer; encrypted-media; picture-in-picture; fullscreen";
const SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups";

export function VideoFrame({ src, watchUrl, title, width, height }: { src: string; watchUrl: string; title: string; width: string; height: number }) {
  const size = { "--video-width": width, "--video-height": `${height}px` } as CSSProperties;
  return (
    <div className="@container flex justify-center print:block">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow={ALLOW}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={SANDBOX}
        className="block h-[var(--video-height)] w-[var(--video-width)] max-w-full rounded-md border-0 bg-ink-900 @max-xl:aspect-video @max-xl:h-auto @max-xl:w-full print:hidden"
        style={size}
      />
      <p className="m-0 hidden print:block">
        <span aria-hidden="true">▶ </span>
        {title}: <a href={watchUrl}>{watchUrl}</a>
      </p>
    </div>
  );
}

/** The editor preview's stand-in for a video without an address; readers never see it. */
export function MissingVideo({ label }: { label: string }) {
  return (
    <div role="note" className="grid min-h-32 place-items-center rounded-lg border-2 border-dashed border-ink-300 bg-ink-50 px-4 py-6 text-center text-sm text-ink-500">
      {label}
    </div>
  );
}
