import type { ComponentProps } from "react";
import { controlClasses, FieldError, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldOwnProps } from "./field";

export type TextFieldProps = ComponentProps<"input"> & FieldOwnProps;

export function TextField({
  label,
  hint,
  error,
  hideLabel,
  containerClassName,
  id,
  className,
  type = "text",
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: TextFieldProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds(id, { hint, error, describedBy });
  return (
    <FieldFrame className={containerClassName}>
      <FieldLabel htmlFor={controlId} visuallyHidden={hideLabel}>
        {label}
      </FieldLabel>
      <input
        id={controlId}
        type={type}
        aria-invalid={error ? true : ariaInvalid}
        aria-describedby={ariaDescribedBy}
        className={controlClasses(Boolean(error), `h-10 read-only:bg-ink-50 ${className ?? ""}`)}
        {...props}
      />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldFrame>
  );
}
