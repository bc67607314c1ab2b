"use client";

import { useId } from "react";
import { DelayedSpinner } from "./delayed-spinner";
import { SearchIcon } from "./icons";

export interface SearchFieldProps {
  /** The field's name for screen readers (the placeholder shows it to everyone else). */
  label: string;
  value: string;
  maxLength: number;
  placeholder: string;
  /** A search is running: a spinner shows in the field (after a short delay). */
  busy?: boolean;
  onChange: (value: string) => void;
}

/** The list pages' search box (documents, catalog, contacts): a search input with its icon and a busy spinner. */
export function SearchField({ label, value, maxLength, placeholder, busy, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400" />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className="block h-10 w-full rounded-lg border border-ink-300 bg-surface pr-10 pl-9 text-[0.9375rem] text-ink-900 shadow-xs transition-[border-color] placeholder:text-ink-500 hover:border-ink-400 focus:border-accent-500"
      />
      {busy && (
        <span className="absolute top-1/2 right-3 -translate-y-1/2 text-ink-500">
          <DelayedSpinner size="sm" />
        </span>
      )}
    </div>
  );
}
