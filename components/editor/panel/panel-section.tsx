import type { ReactNode } from "react";

/** A titled group of settings inside a panel tab. */
export function PanelSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-b border-ink-100 px-4 py-4 last:border-b-0">
      <div>
        <h3 className="text-sm font-semibold text-ink-900">{title}</h3>
        {description && <p className="mt-0.5 text-[0.8125rem] leading-5 text-ink-500">{description}</p>}
      </div>
      {children}
    </section>
  );
}
