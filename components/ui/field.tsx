import { useId, type ReactNode } from "react";
import { cx } from "./cx";
import { AlertCircleIcon } from "./icons";

// Shared wiring for labelled form controls: ids, descriptions and the common look.

export interface FieldOwnProps {
  label: ReactNode;
  hint?: ReactNode;
  /** An error message; marks the control invalid and is read after the label. */
  error?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Class names for the wrapper around label, control and texts. */
  containerClassName?: string;
}

export function useFieldIds(
  id: string | undefined,
  { hint, error, describedBy }: { hint?: ReactNode; error?: ReactNode; describedBy?: string },
) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, errorId, hintId].filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, ariaDescribedBy };
}

export function FieldLabel({
  htmlFor,
  id,
  visuallyHidden,
  children,
}: {
  htmlFor?: string;
  id?: string;
  visuallyHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className={cx("text-sm font-medium text-ink-800", visuallyHidden && "sr-only")}>
      {children}
    </label>
  );
}

export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-[0.8125rem] leading-5 text-ink-500">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-[0.8125rem] leading-5 font-medium text-danger-700">
      <AlertCircleIcon className="mt-0.5 size-3.5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export function FieldFrame({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx("flex flex-col gap-1.5", className)}>{children}</div>;
}

/** The shared look of text-like controls (input, select, textarea). */
export function controlClasses(invalid: boolean, className?: string) {
  return cx(
    "block w-full rounded-lg border bg-surface px-3 text-[0.9375rem] text-ink-900 shadow-xs",
    "placeholder:text-ink-400 transition-[border-color,box-shadow] duration-150",
    "disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500",
    invalid
      ? "border-danger-500 focus:border-danger-600"
      : "border-ink-300 hover:border-ink-400 focus:border-accent-500",
    className,
  );
}
