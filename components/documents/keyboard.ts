// Keyboard shortcuts of the documents screens must leave typing alone: a shortcut that fires (and
// calls preventDefault) while focus is in a text field would swallow what the user types there, e.g.
// Alt+K, which several keyboard layouts use for a character.

/** Input types that take no typed text: shortcuts may fire while one of these has focus. */
const NON_TEXT_INPUT_TYPES = new Set(["button", "checkbox", "color", "file", "hidden", "image", "radio", "range", "reset", "submit"]);

/** The parts of a DOM element this looks at (so it can be tested without a browser). */
interface ElementLike {
  tagName?: string;
  type?: string;
  isContentEditable?: boolean;
}

/** Is this event target somewhere the user types: a text input, a textarea, a select or editable content? */
export function isTextEntryTarget(target: EventTarget | ElementLike | null | undefined): boolean {
  if (!target || typeof target !== "object") return false;
  const element = target as ElementLike;
  if (element.isContentEditable) return true;
  const tag = typeof element.tagName === "string" ? element.tagName.toUpperCase() : "";
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") return !NON_TEXT_INPUT_TYPES.has(String(element.type ?? "text").toLowerCase());
  return false;
}

/** The parts of a keydown event the shortcuts look at. */
export interface ShortcutEvent {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The physical key ("KeyK"), the same on every layout. */
  code: string;
  target: EventTarget | ElementLike | null;
}

/** Alt+K ("import a document") on the documents index, unless focus is where the user types. */
export function isImportShortcut(event: ShortcutEvent): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && event.code === "KeyK" && !isTextEntryTarget(event.target);
}
