import type { ReactNode } from "react";

// The hook-free form controls of the RSVP form: native elements with a visible label each, ids
// derived from the block id (no useId: the same markup must come out of any renderer). Disabled
// controls (the preview) show their value; enabled ones (the share view, where a script reads them)
// only start from it, so React knows they are the reader's to change.
// Guests fill this in on a phone: controls are full width and 48 px tall, and their text is 16 px,
// below which iOS zooms into a focused field. A field the share view's script finds wrong gets
// aria-invalid (a red border here) and its message in the field's error line (FieldError), which
// the control names in aria-describedby only while it shows.

const shown = (value: string, disabled: boolean) => (disabled ? { value } : { defaultValue: value });

export const CONTROL =
  "block w-full min-w-0 rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-600 aria-invalid:border-danger-600 aria-invalid:ring-1 aria-invalid:ring-danger-600";
export const LABEL = "text-sm font-medium text-ink-800";

/** The line under a field where the share view's script writes what is wrong with it (empty and hidden until then). */
export function FieldError({ id }: { id: string }) {
  return <p id={id} data-rsvp-error="" hidden className="m-0 text-sm leading-snug font-medium text-danger-700" />;
}

/** The id of a control's error line. */
export const errorIdOf = (controlId: string) => `${controlId}-error`;

interface FieldProps {
  id: string;
  label: string;
  disabled: boolean;
  className?: string;
  /** Render the error line (the share view's live form). */
  withError?: boolean;
}

export interface TextInputOptions {
  type?: "text" | "tel" | "email";
  autoComplete?: string;
  inputMode?: "text" | "tel" | "email";
  maxLength?: number;
  autoCapitalize?: "off" | "words";
}

export function TextInput({ id, value, disabled, type = "text", autoComplete, inputMode, maxLength, autoCapitalize }: TextInputOptions & { id: string; value: string; disabled: boolean }) {
  return (
    <input
      id={id}
      type={type}
      {...shown(value, disabled)}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      autoCapitalize={autoCapitalize}
      spellCheck={type === "text" ? undefined : false}
      disabled={disabled}
      readOnly={disabled}
      className={`h-12 ${CONTROL}`}
    />
  );
}

export function InputField({ id, label, disabled, className, value, withError, ...options }: FieldProps & TextInputOptions & { value: string }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <TextInput id={id} value={value} disabled={disabled} {...options} />
      {withError && <FieldError id={errorIdOf(id)} />}
    </div>
  );
}

export function TextareaInput({ id, label, disabled, className, value, maxLength, withError }: FieldProps & { value: string; maxLength?: number }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <textarea id={id} {...shown(value, disabled)} rows={3} maxLength={maxLength} disabled={disabled} readOnly={disabled} className={`py-2.5 leading-6 ${CONTROL}`} />
      {withError && <FieldError id={errorIdOf(id)} />}
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
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} {...shown(value, disabled)} disabled={disabled} className={`h-12 ${CONTROL}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A yes/no group of radio buttons; `checked` is the stored true/false/null. Each choice is a whole
 * tappable row (at least 48 px), stacked on a phone; the chosen one is outlined in the accent.
 */
export function YesNo({
  name,
  legend,
  yes,
  no,
  checked,
  disabled,
  legendClassName,
  withError,
  inline = false,
}: {
  name: string;
  legend: ReactNode;
  yes: string;
  no: string;
  checked: boolean | null;
  disabled: boolean;
  legendClassName?: string;
  withError?: boolean;
  /** Side by side on a phone too (short answers: "Yes", "No"). */
  inline?: boolean;
}) {
  const option = (value: boolean, label: string) => (
    <label className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-lg border border-ink-300 bg-white px-4 py-2 text-base text-ink-900 has-checked:border-accent-600 has-checked:bg-accent-50 has-disabled:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-accent-600 has-aria-invalid:border-danger-600">
      <input
        type="radio"
        name={name}
        value={value ? "yes" : "no"}
        {...(disabled ? { checked: checked === value } : { defaultChecked: checked === value })}
        disabled={disabled}
        className="size-5 shrink-0 accent-accent-600 focus-visible:outline-none"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
      <legend className={`mb-2 p-0 ${legendClassName ?? LABEL}`}>{legend}</legend>
      <div className={`flex gap-2 ${inline ? "flex-row" : "flex-col sm:flex-row"}`}>
        {option(true, yes)}
        {option(false, no)}
      </div>
      {withError && <FieldError id={errorIdOf(name)} />}
    </fieldset>
  );
}
