// The embedded player both video blocks draw (no hooks: views render it on the server). The frame
// gets only what it needs: no referrer path, a sandbox without top navigation or forms, and lazy
// loading so a long document does not start every player at once. Shared by youtube and vimeo.

const ALLOW = "accelerometer; encrypted-media; picture-in-picture; fullscreen";
const SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups";

export function VideoFrame({ src, title, width, height }: { src: string; title: string; width: string; height: number }) {
  return (
    <div className="flex justify-center">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow={ALLOW}
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={SANDBOX}
        className="block max-w-full rounded-md border-0 bg-ink-900"
        style={{ width, height }}
      />
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
