import Link from "next/link";
import { cx } from "@/components/ui";
import { DesignThumb } from "./design-thumb";

// A design template in a grid: thumbnail, group, title. The whole card is one link (to its preview)
// with a visible focus ring.

export interface DesignCardData {
  id: string;
  title: string;
  groupLabel: string;
  thumb: string | null;
}

export function DesignCard({ design, href, placeholderLabel, priority }: { design: DesignCardData; href: string; placeholderLabel: string; priority?: boolean }) {
  return (
    <Link
      href={href}
      className={cx(
        "group flex w-full flex-col overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-ink-200 transition-[box-shadow,transform] duration-200",
        "hover:-translate-y-0.5 hover:shadow-lg hover:ring-ink-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
      )}
    >
      <DesignThumb src={design.thumb} alt={design.title} placeholderLabel={placeholderLabel} priority={priority} className="border-b border-ink-100" />
      <span className="flex flex-col gap-1 px-5 py-4">
        <span className="text-xs font-medium tracking-wide text-accent-700 uppercase">{design.groupLabel}</span>
        <span className="text-base font-semibold text-ink-900 group-hover:text-accent-800">{design.title}</span>
      </span>
    </Link>
  );
}
