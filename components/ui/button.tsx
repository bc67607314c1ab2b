import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";
import { DelayedSpinner } from "./delayed-spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    "bg-accent-600 text-white shadow-xs hover:bg-accent-700 active:bg-accent-800 disabled:hover:bg-accent-600",
  secondary:
    "bg-surface text-ink-800 shadow-xs ring-1 ring-inset ring-ink-300 hover:bg-ink-50 hover:ring-ink-400 active:bg-ink-100 disabled:hover:bg-surface",
  ghost: "bg-transparent text-ink-700 hover:bg-ink-100 hover:text-ink-900 active:bg-ink-200 disabled:hover:bg-transparent",
  danger: "bg-danger-600 text-white shadow-xs hover:bg-danger-700 active:bg-danger-800 disabled:hover:bg-danger-600",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "h-8 gap-1.5 rounded-md px-3 text-sm",
  md: "h-10 gap-2 rounded-lg px-4 text-sm",
  lg: "h-12 gap-2 rounded-lg px-5 text-base",
};

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** The button look, for elements that must be something else than a button or link. */
export function buttonClasses({ variant = "primary", size = "md", fullWidth, className }: ButtonStyleOptions = {}) {
  return cx(
    "relative inline-flex shrink-0 select-none items-center justify-center font-medium whitespace-nowrap",
    "transition-[background-color,box-shadow,color] duration-150 ease-out",
    "disabled:cursor-not-allowed aria-disabled:cursor-not-allowed",
    VARIANTS[variant],
    SIZES[size],
    fullWidth && "w-full",
    className,
  );
}

export type ButtonProps = ComponentProps<"button"> &
  Omit<ButtonStyleOptions, "className"> & {
    /** Disables the button and, after the spinner delay, swaps the label for a spinner (the width stays). */
    loading?: boolean;
    leadingIcon?: ReactNode;
    trailingIcon?: ReactNode;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  leadingIcon,
  trailingIcon,
  disabled,
  type = "button",
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={buttonClasses({
        variant,
        size,
        fullWidth,
        // A loading button keeps full strength; only a truly disabled one fades.
        className: cx(loading ? "cursor-wait" : "disabled:opacity-50", "group/button", className),
      })}
      {...props}
    >
      <span className="inline-flex items-center gap-[inherit] group-has-[[data-spinner-visible]]/button:invisible">
        {leadingIcon}
        {children}
        {trailingIcon}
      </span>
      {loading && (
        <span className="absolute inset-0 flex items-center justify-center">
          <DelayedSpinner size={size === "lg" ? "md" : "sm"} />
        </span>
      )}
    </button>
  );
}

export type ButtonLinkProps = ComponentProps<typeof Link> & Omit<ButtonStyleOptions, "className">;

export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, fullWidth, className })} {...props} />;
}
