import Link from "next/link";
import type { ComponentProps } from "react";
import { cx } from "@/components/ui/cx";

export type TextLinkProps = ComponentProps<typeof Link> & {
  /** "inline" links sit inside a sentence and stay underlined, so they are not told apart by colour alone. */
  variant?: "inline" | "standalone";
};

export function TextLink({ variant = "inline", className, ...props }: TextLinkProps) {
  return (
    <Link
      className={cx(
        "rounded-xs font-medium text-accent-700 underline-offset-4 transition-colors hover:text-accent-900",
        variant === "inline" ? "underline decoration-accent-300 hover:decoration-current" : "hover:underline",
        className,
      )}
      {...props}
    />
  );
}
