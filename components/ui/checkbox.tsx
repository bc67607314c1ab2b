import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";
import { FieldError, useFieldIds } from "./field";
import { CheckIcon } from "./icons";

export type CheckboxProps = Omit<ComponentProps<"input">, "type"> & {
  label: ReactNode;
  /** A quieter second line under the label. */
  description?: ReactNode;
  error?: ReactNode;
  containerClassName?: string;
};

export function Checkbox({
  label,
  description,
  error,
  containerClassName,
  id,
  className,
  disabled,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: CheckboxProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds(id, { hint: description, error, describedBy });
  return (
    <div className={cx("flex flex-col gap-1.5", containerClassName)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-[3px] flex size-[1.125rem] shrink-0">
          <input
            id={controlId}
            type="checkbox"
            disabled={disabled}
            aria-invalid={error ? true : ariaInvalid}
            aria-describedby={ariaDescribedBy}
            className={cx(
              "peer size-full appearance-none rounded-[0.3125rem] border bg-surface shadow-xs transition-[background-color,border-color,color]",
              "checked:border-accent-600 checked:bg-accent-600 hover:border-ink-500 checked:hover:bg-accent-700",
              "disabled:cursor-not-allowed disabled:bg-ink-100 disabled:checked:bg-ink-400 disabled:checked:border-ink-400",
              error ? "border-danger-500" : "border-ink-400",
              !disabled && "cursor-pointer",
              className,
            )}
            {...props}
          />
          <CheckIcon
            strokeWidth={2.5}
            className="pointer-events-none absolute inset-0 m-auto size-3 text-white opacity-0 peer-checked:opacity-100"
          />
        </span>
        <span className="flex flex-col gap-0.5">
          <label
            htmlFor={controlId}
            className={cx(
              "text-sm leading-6 font-medium",
              disabled ? "cursor-not-allowed text-ink-500" : "cursor-pointer text-ink-800",
            )}
          >
            {label}
          </label>
          {description && (
            <span id={hintId} className="text-[0.8125rem] leading-5 text-ink-500">
              {description}
            </span>
          )}
        </span>
      </div>
      {error && (
        <div className="pl-[1.875rem]">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
