import type { ComponentProps } from "react";
import { controlClasses, FieldError, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldOwnProps } from "./field";

export type TextareaFieldProps = ComponentProps<"textarea"> & FieldOwnProps;

export function TextareaField({
  label,
  hint,
  error,
  hideLabel,
  containerClassName,
  id,
  className,
  rows = 4,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: TextareaFieldProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds(id, { hint, error, describedBy });
  return (
    <FieldFrame className={containerClassName}>
      <FieldLabel htmlFor={controlId} visuallyHidden={hideLabel}>
        {label}
      </FieldLabel>
      <textarea
        id={controlId}
        rows={rows}
        aria-invalid={error ? true : ariaInvalid}
        aria-describedby={ariaDescribedBy}
        className={controlClasses(Boolean(error), `min-h-20 resize-y read-only:bg-ink-50 py-2 leading-6 ${className ?? ""}`)}
        {...props}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldFrame>
  );
}
