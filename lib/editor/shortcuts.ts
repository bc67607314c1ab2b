// The editor's keyboard shortcuts (workspace spec §2). Matched on `event.code`, the physical key:
// on macOS Option changes `event.key` (Option+P types "π"), and other layouts move letters around.
// Pure: the hook in components/editor/hooks decides what each shortcut does.

export type ShortcutId =
  | "toggleExperimental"
  | "toggleDebug"
  | "goToWelcome"
  | "openHelp"
  | "backToLastDocument"
  | "toggleNavigation"
  | "togglePresentation";

export interface ShortcutDefinition {
  id: ShortcutId;
  /** Ctrl as well as Alt (Option on a Mac). */
  ctrl: boolean;
  /** KeyboardEvent.code of the letter. */
  code: string;
  /**
   * Fires even while focus is in a text field or editable content. Ctrl+Alt combinations are not
   * typed text; Alt+P, Alt+H and Alt+N are wanted while writing in a block (present, help, tree).
   */
  whileTyping: boolean;
}

export const EDITOR_SHORTCUTS: readonly ShortcutDefinition[] = [
  { id: "toggleExperimental", ctrl: true, code: "KeyE", whileTyping: true },
  { id: "toggleDebug", ctrl: true, code: "KeyD", whileTyping: true },
  { id: "goToWelcome", ctrl: true, code: "KeyW", whileTyping: true },
  { id: "openHelp", ctrl: false, code: "KeyH", whileTyping: true },
  { id: "backToLastDocument", ctrl: false, code: "KeyB", whileTyping: false },
  { id: "toggleNavigation", ctrl: false, code: "KeyN", whileTyping: true },
  { id: "togglePresentation", ctrl: false, code: "KeyP", whileTyping: true },
];

/** The parts of a keydown event the matcher looks at (testable without a browser). */
export interface ShortcutKeyEvent {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  code: string;
  /** getModifierState("AltGraph"): AltGr reports Ctrl+Alt on Windows, and types characters (AltGr+E is "€"). */
  altGraph?: boolean;
  /** A key held down repeats keydown: a toggle must not flicker. */
  repeat?: boolean;
}

/**
 * Which shortcut this keydown is, if any. `typing` is true while focus is where the user types (a
 * text input, a textarea, editable content): then only the shortcuts marked `whileTyping` fire, and
 * none while AltGr is down, since that is how many layouts type characters.
 */
export function matchShortcut(event: ShortcutKeyEvent, typing: boolean): ShortcutId | null {
  if (!event.altKey || event.metaKey || event.shiftKey || event.repeat) return null;
  if (typing && event.altGraph) return null;
  const found = EDITOR_SHORTCUTS.find((shortcut) => shortcut.code === event.code && shortcut.ctrl === event.ctrlKey);
  if (!found) return null;
  if (typing && !found.whileTyping) return null;
  return found.id;
}

export type ShortcutKey = "ctrl" | "alt" | string;

/** The keys to press, for display: ["ctrl", "alt", "E"]; the modifiers are translated by the caller. */
export function shortcutKeys(shortcut: ShortcutDefinition): ShortcutKey[] {
  const letter = shortcut.code.replace(/^Key/, "");
  return shortcut.ctrl ? ["ctrl", "alt", letter] : ["alt", letter];
}
