import type { ReactNode } from "react";

// The hook-free form controls of the RSVP form: native elements with a visible label each, ids
// derived from the block id (no useId: the same markup must come out of any renderer). Disabled
// controls (the preview) show their value; enabled ones (the share view, where a script reads them)
// only start from it, so React knows they are the reader's to change.

const shown = (value: string, disabled: boolean) => (disabled ? { value } : { defaultValue: value });

const CONTROL =
  "block w-full rounded-lg border border-ink-300 bg-white px-3 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-600";
const LABEL = "text-sm font-medium text-ink-800";

interface FieldProps {
  id: string;
  label: string;
  disabled: boolean;
  className?: string;
}

export function InputField({ id, label, disabled, className, value, type = "text", autoComplete }: FieldProps & { value: string; type?: "text" | "tel" | "email"; autoComplete?: string }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input id={id} type={type} {...shown(value, disabled)} autoComplete={autoComplete} disabled={disabled} readOnly={disabled} className={`h-10 ${CONTROL}`} />
    </div>
  );
}

export function TextareaInput({ id, label, disabled, className, value }: FieldProps & { value: string }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <textarea id={id} {...shown(value, disabled)} rows={3} disabled={disabled} readOnly={disabled} className={`py-2 leading-6 ${CONTROL}`} />
    </div>
  );
}

export function SelectInput({
  id,
  label,
  disabled,
  className,
  value,
  options,
}: FieldProps & { value: string; options: readonly { value: string; label: string }[] }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} {...shown(value, disabled)} disabled={disabled} className={`h-10 ${CONTROL}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A yes/no group of radio buttons; `checked` is the stored true/false/null. */
export function YesNo({ name, legend, yes, no, checked, disabled, legendClassName }: { name: string; legend: ReactNode; yes: string; no: string; checked: boolean | null; disabled: boolean; legendClassName?: string }) {
  const option = (value: boolean, label: string) => (
    <label className="inline-flex items-center gap-2 text-sm text-ink-800">
      <input
        type="radio"
        name={name}
        value={value ? "yes" : "no"}
        {...(disabled ? { checked: checked === value } : { defaultChecked: checked === value })}
        disabled={disabled}
        className="size-4 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
      <legend className={legendClassName ?? LABEL}>{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {option(true, yes)}
        {option(false, no)}
      </div>
    </fieldset>
  );
}
