import type { ReactNode } from "react";

/** One group of settings, folding open and shut (a native <details>: keyboard and screen readers handle it). */
export function StyleSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <details open className="group rounded-2xl border border-ink-200 bg-surface shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block text-base font-semibold tracking-tight text-ink-900">{title}</span>
          {description && <span className="mt-0.5 block text-[0.8125rem] leading-5 text-ink-500">{description}</span>}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="size-4 shrink-0 text-ink-500 transition-transform group-open:rotate-180">
          <path d="m5 7.5 5 5 5-5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className="border-t border-ink-100 px-5 pt-4 pb-5">{children}</div>
    </details>
  );
}
