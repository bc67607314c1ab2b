import Link from "next/link";
import { cx } from "@/components/ui";

// The galleries of the other products: one link each, the current one marked.

export function ProductTabs({ label, tabs }: { label: string; tabs: { key: string; label: string; href: string; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-ink-200">
        {tabs.map((tab) => (
          <li key={tab.key} className="shrink-0">
            <Link
              href={tab.href}
              aria-current={tab.current ? "page" : undefined}
              className={cx(
                "-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-medium whitespace-nowrap transition-colors",
                "focus-visible:rounded-t-md focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-600",
                tab.current ? "border-accent-600 text-ink-900" : "border-transparent text-ink-500 hover:border-ink-300 hover:text-ink-800",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
