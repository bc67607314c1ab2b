import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";

const PADDING = { none: "", sm: "p-4", md: "p-6", lg: "p-8" } as const;

export type CardProps = ComponentProps<"div"> & {
  /** `section` or `article` when the card is a landmark-worthy unit of content. */
  as?: "div" | "section" | "article";
  padding?: keyof typeof PADDING;
  /** Lifts the card on hover, for cards that are wholly clickable. */
  interactive?: boolean;
};

export function Card({ as: Tag = "div", padding = "md", interactive, className, ...props }: CardProps) {
  return (
    <Tag
      className={cx(
        "rounded-2xl border border-ink-200 bg-surface shadow-sm",
        interactive && "transition-[box-shadow,border-color] duration-200 hover:border-ink-300 hover:shadow-md",
        PADDING[padding],
        className,
      )}
      {...props}
    />
  );
}

export interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  titleAs?: "h2" | "h3" | "h4";
  className?: string;
}

export function CardHeader({ title, description, actions, titleAs: Title = "h2", className }: CardHeaderProps) {
  return (
    <div className={cx("mb-5 flex items-start justify-between gap-4", className)}>
      <div className="min-w-0">
        <Title className="text-base font-semibold tracking-tight text-ink-900">{title}</Title>
        {description && <p className="mt-1 text-sm leading-6 text-ink-500">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cx("mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-ink-100 pt-5", className)}
      {...props}
    />
  );
}
