import { cx } from "@/components/ui";

// A design template's landscape thumbnail in a fixed 16:10 frame, so grids never jump while images
// load; without a thumbnail, a calm paper-like placeholder. No hooks: server and client components
// (the gallery, the welcome page, the create dialog) all use it.

export const THUMB_ASPECT = "aspect-[16/10]";

export function DesignThumb({ src, alt, placeholderLabel, className, priority = false }: { src: string | null; alt: string; placeholderLabel: string; className?: string; priority?: boolean }) {
  return (
    <div className={cx("relative overflow-hidden bg-ink-50", THUMB_ASPECT, className)}>
      {/* Always underneath: it shows while the image loads, and if the image cannot be loaded. */}
      <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-accent-50 via-canvas to-ink-100">
        <div className="flex w-2/5 flex-col gap-1.5 rounded-md bg-surface p-3 shadow-sm ring-1 ring-ink-100">
          <span className="h-2 w-3/4 rounded-full bg-accent-200" />
          <span className="h-1.5 w-full rounded-full bg-ink-100" />
          <span className="h-1.5 w-5/6 rounded-full bg-ink-100" />
          <span className="mt-1 h-6 w-full rounded bg-ink-50" />
        </div>
      </div>
      {src ? (
        // The alt text stays for assistive technology but is never painted over the placeholder.
        // eslint-disable-next-line @next/next/no-img-element -- site paths chosen by the design editor; sized by the frame
        <img src={src} alt={alt} loading={priority ? "eager" : "lazy"} decoding="async" className="absolute inset-0 size-full object-cover object-top text-transparent" />
      ) : (
        <span role="img" aria-label={alt} title={placeholderLabel} className="absolute inset-0" />
      )}
    </div>
  );
}
