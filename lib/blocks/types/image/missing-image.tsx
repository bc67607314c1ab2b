// The editor preview's stand-in for an image not chosen yet (and a logo the workspace lacks). Readers
// of a shared document never see it: views render nothing there in "view" mode. Shared by the image
// block types (image, cover image, logo image, image and text).

export function MissingImage({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div role="note" className={`grid min-h-32 place-items-center rounded-lg border-2 border-dashed border-ink-300 bg-ink-50 px-4 py-6 text-center text-sm text-ink-500 ${className}`}>
      {label}
    </div>
  );
}
