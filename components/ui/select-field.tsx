import type { ComponentProps } from "react";
import { controlClasses, FieldError, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldOwnProps } from "./field";
import { ChevronDownIcon } from "./icons";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = ComponentProps<"select"> &
  FieldOwnProps & {
    /** Rendered before `children`; pass either or both. */
    options?: SelectOption[];
    /** A first, empty choice such as "Choose…". */
    placeholder?: string;
  };

export function SelectField({
  label,
  hint,
  error,
  hideLabel,
  containerClassName,
  id,
  className,
  options,
  placeholder,
  children,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: SelectFieldProps) {
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds(id, { hint, error, describedBy });
  return (
    <FieldFrame className={containerClassName}>
      <FieldLabel htmlFor={controlId} visuallyHidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          id={controlId}
          aria-invalid={error ? true : ariaInvalid}
          aria-describedby={ariaDescribedBy}
          className={controlClasses(Boolean(error), `h-10 appearance-none pr-9 ${className ?? ""}`)}
          {...props}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-500" />
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldFrame>
  );
}
