import { describe, expect, it } from "vitest";
import { EDITOR_SHORTCUTS, matchShortcut, shortcutKeys, type ShortcutKeyEvent } from "./shortcuts";

const press = (code: string, modifiers: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  altKey: true,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  code,
  ...modifiers,
});

describe("editor shortcuts", () => {
  it("matches every shortcut of the spec outside text fields", () => {
    expect(matchShortcut(press("KeyE", { ctrlKey: true }), false)).toBe("toggleExperimental");
    expect(matchShortcut(press("KeyD", { ctrlKey: true }), false)).toBe("toggleDebug");
    expect(matchShortcut(press("KeyW", { ctrlKey: true }), false)).toBe("goToWelcome");
    expect(matchShortcut(press("KeyH"), false)).toBe("openHelp");
    expect(matchShortcut(press("KeyB"), false)).toBe("backToLastDocument");
    expect(matchShortcut(press("KeyN"), false)).toBe("toggleNavigation");
    expect(matchShortcut(press("KeyP"), false)).toBe("togglePresentation");
  });

  it("needs exactly the listed modifiers", () => {
    expect(matchShortcut(press("KeyP", { altKey: false }), false)).toBeNull();
    expect(matchShortcut(press("KeyE"), false)).toBeNull(); // alt+e alone is nothing
    expect(matchShortcut(press("KeyP", { ctrlKey: true }), false)).toBeNull(); // ctrl+alt+p is nothing
    expect(matchShortcut(press("KeyP", { metaKey: true }), false)).toBeNull();
    expect(matchShortcut(press("KeyP", { shiftKey: true }), false)).toBeNull();
    expect(matchShortcut(press("KeyX"), false)).toBeNull();
  });

  it("ignores a held key repeating", () => {
    expect(matchShortcut(press("KeyP", { repeat: true }), false)).toBeNull();
  });

  it("while typing, lets through only ctrl+alt combinations and alt+p, alt+h, alt+n", () => {
    expect(matchShortcut(press("KeyE", { ctrlKey: true }), true)).toBe("toggleExperimental");
    expect(matchShortcut(press("KeyW", { ctrlKey: true }), true)).toBe("goToWelcome");
    expect(matchShortcut(press("KeyP"), true)).toBe("togglePresentation");
    expect(matchShortcut(press("KeyH"), true)).toBe("openHelp");
    expect(matchShortcut(press("KeyN"), true)).toBe("toggleNavigation");
    expect(matchShortcut(press("KeyB"), true)).toBeNull();
  });

  it("leaves AltGr to typing (AltGr+E types the euro sign on many layouts)", () => {
    expect(matchShortcut(press("KeyE", { ctrlKey: true, altGraph: true }), true)).toBeNull();
    expect(matchShortcut(press("KeyE", { ctrlKey: true, altGraph: true }), false)).toBe("toggleExperimental");
  });

  it("shows the keys to press", () => {
    const byId = Object.fromEntries(EDITOR_SHORTCUTS.map((shortcut) => [shortcut.id, shortcut]));
    expect(shortcutKeys(byId.toggleDebug)).toEqual(["ctrl", "alt", "D"]);
    expect(shortcutKeys(byId.togglePresentation)).toEqual(["alt", "P"]);
    expect(new Set(EDITOR_SHORTCUTS.map((shortcut) => shortcut.id)).size).toBe(EDITOR_SHORTCUTS.length);
  });
});
