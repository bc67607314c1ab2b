import type { ReactNode } from "react";
import { cx } from "./cx";

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (below the title on narrow screens). */
  actions?: ReactNode;
  /** A small line above the title, e.g. a breadcrumb or a status badge. */
  eyebrow?: ReactNode;
  /** The page title is the page's single h1 unless the page already has one. */
  titleAs?: "h1" | "h2" | "h3";
  className?: string;
}

export function PageHeader({ title, description, actions, eyebrow, titleAs: Title = "h1", className }: PageHeaderProps) {
  return (
    <div className={cx("flex flex-col gap-4 pb-8 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="min-w-0">
        {eyebrow && <div className="mb-2 text-sm text-ink-500">{eyebrow}</div>}
        <Title className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-[1.75rem] sm:leading-9">{title}</Title>
        {description && <p className="mt-2 max-w-2xl text-[0.9375rem] leading-6 text-ink-500">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
