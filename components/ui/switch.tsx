import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";
import { useFieldIds } from "./field";

export type SwitchProps = Omit<ComponentProps<"input">, "type" | "role"> & {
  label: ReactNode;
  /** A quieter line under the label (read after it). */
  description?: ReactNode;
  containerClassName?: string;
};

/**
 * An on/off setting that takes effect as a whole (saved with its form): a native checkbox announced
 * as a switch, so Space toggles it and forms, labels and focus work as usual. The label sits first
 * and the track on the right, as settings lists read.
 */
export function Switch({ label, description, containerClassName, id, className, disabled, "aria-describedby": describedBy, ...props }: SwitchProps) {
  const { controlId, hintId, ariaDescribedBy } = useFieldIds(id, { hint: description, describedBy });
  return (
    <div className={cx("flex items-start justify-between gap-4", containerClassName)}>
      <span className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={controlId} className={cx("text-sm leading-6 font-medium", disabled ? "cursor-not-allowed text-ink-500" : "cursor-pointer text-ink-800")}>
          {label}
        </label>
        {description && (
          <span id={hintId} className="text-[0.8125rem] leading-5 text-ink-500">
            {description}
          </span>
        )}
      </span>
      <span className="relative mt-0.5 inline-flex h-6 w-11 shrink-0">
        <input
          id={controlId}
          type="checkbox"
          role="switch"
          disabled={disabled}
          aria-describedby={ariaDescribedBy}
          className={cx(
            "peer absolute inset-0 size-full appearance-none rounded-full bg-ink-500 transition-colors duration-150",
            "checked:bg-accent-600 hover:bg-ink-600 checked:hover:bg-accent-700",
            "disabled:cursor-not-allowed disabled:opacity-50",
            !disabled && "cursor-pointer",
            className,
          )}
          {...props}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform duration-150 peer-checked:translate-x-5 motion-reduce:transition-none"
        />
      </span>
    </div>
  );
}
