import type { NumberFormat } from "@/lib/pricing/types";

// Which key presses the price input lets through (workspace spec §5): digits, the decimal separator,
// editing and navigation keys, copy-paste shortcuts. Not the minus key (prices are never negative),
// not the group separator (typed figures need none; pasted ones are parsed by parseAmount).

const EDITING_AND_NAVIGATION = new Set([
  "Backspace", "Delete", "Insert", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown",
  "Home", "End", "PageUp", "PageDown", "Tab", "Enter", "Escape",
]);

/**
 * Let through untouched: lone modifier keys, and the keys of composing input methods and of virtual
 * keyboards (Android reports most key presses as "Unidentified"): blocking those would make the
 * field unusable there; what they type is still checked when the value is parsed.
 */
const PASS_THROUGH = new Set(["Shift", "Control", "Meta", "Alt", "AltGraph", "CapsLock", "Unidentified", "Process", "Dead"]);

/** With Ctrl (or ⌘): select all, copy, cut, paste, undo, redo. Shift+Ctrl+Z reports "Z". */
const SHORTCUTS = new Set(["a", "c", "x", "v", "z", "y"]);

/** Function keys (F5 reloads, F1 helps, F12 opens the developer tools): the browser's, never a character. */
const FUNCTION_KEY = /^F([1-9]|1[0-9]|2[0-4])$/;

export function isAllowedPriceKey(key: string, modifiers: { ctrl: boolean; meta: boolean }, format: NumberFormat): boolean {
  if (PASS_THROUGH.has(key) || EDITING_AND_NAVIGATION.has(key) || FUNCTION_KEY.test(key)) return true;
  if (modifiers.ctrl || modifiers.meta) return SHORTCUTS.has(key.toLowerCase());
  return /^[0-9]$/.test(key) || (key !== "" && key === format.decimalSeparator);
}
