import type { ReactNode } from "react";
import { cx } from "./cx";

export interface EmptyStateProps {
  /** A decorative icon, e.g. `<DocumentIcon />`. */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  titleAs?: "h2" | "h3" | "h4";
  className?: string;
}

export function EmptyState({ icon, title, text, action, titleAs: Title = "h2", className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        "flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-surface/60 px-6 py-12 text-center",
        className,
      )}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="mb-4 flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-600 ring-1 ring-accent-100 [&_svg]:size-6"
        >
          {icon}
        </div>
      )}
      <Title className="text-base font-semibold tracking-tight text-ink-900">{title}</Title>
      {text && <p className="mt-1.5 max-w-sm text-sm leading-6 text-ink-500">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
