import { cx } from "@/components/ui/cx";

export interface StepIndicatorProps {
  current: number;
  total: number;
  /** "Step 2 of 4", already translated. */
  label: string;
  className?: string;
}

/** Progress through a multi-step form. The text is a polite live region, so step changes are announced. */
export function StepIndicator({ current, total, label, className }: StepIndicatorProps) {
  return (
    <div className={cx("flex items-center gap-4", className)}>
      <p aria-live="polite" className="shrink-0 text-[0.8125rem] font-medium text-ink-600 tabular-nums">
        {label}
      </p>
      <div aria-hidden="true" className="flex flex-1 gap-1.5">
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={cx(
              "h-1 flex-1 rounded-full transition-colors duration-300",
              index < current ? "bg-accent-600" : "bg-ink-200",
            )}
          />
        ))}
      </div>
    </div>
  );
}
