import Link from "next/link";
import { cx } from "@/components/ui";

// A row of filter choices as plain links (they work without JavaScript and can be bookmarked): the
// chosen one is marked aria-current.

export interface Chip {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

export function FilterChips({ id, label, chips }: { id: string; label: string; chips: Chip[] }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <span id={id} className="w-24 shrink-0 text-sm font-medium text-ink-600">
        {label}
      </span>
      <ul aria-labelledby={id} className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap sm:overflow-visible">
        {chips.map((chip) => (
          <li key={chip.key} className="shrink-0">
            <Link
              href={chip.href}
              scroll={false}
              aria-current={chip.current ? "true" : undefined}
              className={cx(
                "inline-flex h-9 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1 transition-colors ring-inset",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
                chip.current ? "bg-ink-900 text-white ring-ink-900" : "bg-surface text-ink-700 ring-ink-200 hover:bg-ink-50 hover:ring-ink-300",
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
