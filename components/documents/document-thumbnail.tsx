import { cx } from "@/components/ui";
import type { DocumentItem } from "./document-item";

// A document's thumbnail, or a quiet page drawn in the colour of its type. Decorative: the title
// next to it names the document.

const TINTS: Record<DocumentItem["type"], { page: string; bar: string }> = {
  proposal: { page: "from-accent-50 to-accent-100/70", bar: "bg-accent-500" },
  invitation: { page: "from-danger-50 to-danger-100/70", bar: "bg-danger-500" },
  invoice: { page: "from-success-50 to-success-100/70", bar: "bg-success-500" },
  presentation: { page: "from-warning-50 to-warning-100/70", bar: "bg-warning-500" },
  plain: { page: "from-ink-50 to-ink-100", bar: "bg-ink-400" },
};

export function DocumentThumbnail({ type, src, className }: { type: DocumentItem["type"]; src: string | null; className?: string }) {
  const frame = cx("relative shrink-0 overflow-hidden rounded-lg ring-1 ring-ink-200 ring-inset", className ?? "h-12 w-16");
  if (src) {
    return (
      <span className={frame}>
        {/* eslint-disable-next-line @next/next/no-img-element -- our own media route already serves sized images */}
        <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      </span>
    );
  }
  const tint = TINTS[type];
  return (
    <span aria-hidden="true" className={cx(frame, "bg-gradient-to-br", tint.page)}>
      <span className="absolute inset-x-[18%] top-[18%] flex flex-col gap-[12%]">
        <span className={cx("h-[3px] w-1/2 rounded-full opacity-80", tint.bar)} />
        <span className="h-[2px] w-full rounded-full bg-ink-900/10" />
        <span className="h-[2px] w-5/6 rounded-full bg-ink-900/10" />
        <span className="h-[2px] w-2/3 rounded-full bg-ink-900/10" />
      </span>
    </span>
  );
}
