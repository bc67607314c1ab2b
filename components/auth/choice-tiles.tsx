import type { ReactNode } from "react";
import { cx } from "@/components/ui/cx";
import { FieldError } from "@/components/ui/field";
import { CheckIcon } from "@/components/ui/icons";

export interface ChoiceOption<V extends string> {
  value: V;
  label: string;
}

interface CommonProps<V extends string> {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  name: string;
  options: ReadonlyArray<ChoiceOption<V>>;
  columns?: 2 | 3;
  /** id for the hint, referenced by the group. */
  id: string;
}

export type ChoiceTilesProps<V extends string> = CommonProps<V> &
  (
    | { multiple?: false; value: V | ""; onChange: (value: V) => void }
    | { multiple: true; value: readonly V[]; onChange: (value: V[]) => void }
  );

/**
 * A radio group (or, with `multiple`, a checkbox group) drawn as tiles. Native inputs keep the
 * keyboard behaviour (arrow keys within radios, Space to toggle); the tile shows focus and selection.
 */
export function ChoiceTiles<V extends string>(props: ChoiceTilesProps<V>) {
  const { legend, hint, error, name, options, columns = 2, id } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const segmented = columns === 3 && !props.multiple;

  function isChecked(value: V) {
    return props.multiple ? props.value.includes(value) : props.value === value;
  }

  function toggle(value: V, checked: boolean) {
    if (!props.multiple) return props.onChange(value);
    props.onChange(checked ? [...props.value, value] : props.value.filter((item) => item !== value));
  }

  return (
    <fieldset aria-describedby={describedBy} className="min-w-0">
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-[0.8125rem] leading-5 text-ink-500">
          {hint}
        </p>
      )}
      <div className={cx("mt-2.5 grid gap-2", columns === 3 ? "grid-cols-3" : "grid-cols-1 min-[380px]:grid-cols-2")}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              "relative flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-ink-200 bg-surface px-3 py-2 text-sm leading-5 font-medium text-ink-800 shadow-xs",
              "transition-[background-color,border-color,color] duration-150 hover:border-ink-300 hover:bg-ink-50",
              // Selection shows by a thicker border (and a tick on segmented tiles) as well as by colour.
              "has-checked:border-accent-500 has-checked:bg-accent-50 has-checked:text-accent-900 has-checked:ring-1 has-checked:ring-accent-500 has-checked:ring-inset has-checked:hover:bg-accent-50",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600",
              segmented && "justify-center text-center",
            )}
          >
            <input
              type={props.multiple ? "checkbox" : "radio"}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className={
                segmented
                  ? // No circle here: the invisible input covers the whole tile, so it still takes the clicks.
                    "peer absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
                  : cx(
                      // The tile carries the focus ring, so the input's own outline is hidden (forced-colors mode keeps one).
                      "peer size-4 shrink-0 appearance-none border border-ink-400 bg-surface transition-[background-color,border-color] checked:border-accent-600 focus-visible:outline-hidden",
                      props.multiple ? "rounded-[0.3125rem] checked:bg-accent-600" : "rounded-full checked:border-[5px]",
                    )
              }
            />
            {props.multiple && (
              <CheckIcon
                strokeWidth={2.5}
                className="pointer-events-none absolute left-3 size-4 scale-75 text-white opacity-0 peer-checked:opacity-100"
              />
            )}
            {segmented && <CheckIcon strokeWidth={2.25} className="-ml-1 hidden size-3.5 shrink-0 peer-checked:block" />}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <div className="mt-2">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      )}
    </fieldset>
  );
}
