"use client";

import { useTranslations } from "next-intl";
import { useState, type ComponentProps } from "react";
import { controlClasses, FieldError, FieldFrame, FieldHint, FieldLabel, useFieldIds, type FieldOwnProps } from "./field";
import { EyeIcon, EyeOffIcon } from "./icons";

export type PasswordFieldProps = Omit<ComponentProps<"input">, "type"> & FieldOwnProps;

export function PasswordField({
  label,
  hint,
  error,
  hideLabel,
  containerClassName,
  id,
  className,
  disabled,
  autoComplete = "current-password",
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: PasswordFieldProps) {
  const t = useTranslations("ui");
  const [visible, setVisible] = useState(false);
  const { controlId, hintId, errorId, ariaDescribedBy } = useFieldIds(id, { hint, error, describedBy });

  return (
    <FieldFrame className={containerClassName}>
      <FieldLabel htmlFor={controlId} visuallyHidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          id={controlId}
          type={visible ? "text" : "password"}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-invalid={error ? true : ariaInvalid}
          aria-describedby={ariaDescribedBy}
          className={controlClasses(Boolean(error), `h-10 pr-11 ${className ?? ""}`)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          disabled={disabled}
          aria-label={visible ? t("hidePassword") : t("showPassword")}
          aria-controls={controlId}
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-ink-500 transition-[background-color,border-color,color] hover:bg-ink-100 hover:text-ink-800 disabled:opacity-50"
        >
          {visible ? <EyeOffIcon className="size-4.5" /> : <EyeIcon className="size-4.5" />}
        </button>
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldFrame>
  );
}
