import { useId, type ComponentProps, type ReactNode } from "react";
import { cx } from "@/components/ui";

export type SwitchFieldProps = Omit<ComponentProps<"input">, "type" | "role"> & {
  label: ReactNode;
  description?: ReactNode;
};

/** An on/off setting: a checkbox announced as a switch, with a visible track and thumb. */
export function SwitchField({ label, description, id, className, disabled, ...props }: SwitchFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  return (
    <div className={cx("flex items-start justify-between gap-4", className)}>
      <span className="flex flex-col gap-0.5">
        <label htmlFor={controlId} className={cx("text-sm leading-6 font-medium", disabled ? "cursor-not-allowed text-ink-500" : "cursor-pointer text-ink-800")}>
          {label}
        </label>
        {description && (
          <span id={descriptionId} className="text-[0.8125rem] leading-5 text-ink-500">
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
          aria-describedby={descriptionId}
          className={cx(
            "peer absolute inset-0 size-full appearance-none rounded-full bg-ink-500 transition-colors duration-150",
            "checked:bg-accent-600 hover:bg-ink-600 checked:hover:bg-accent-700",
            "disabled:cursor-not-allowed disabled:opacity-60",
            !disabled && "cursor-pointer",
          )}
          {...props}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform duration-150 peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}
