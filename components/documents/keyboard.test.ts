import { describe, expect, it } from "vitest";
import { isImportShortcut, isTextEntryTarget } from "./keyboard";

const altK = { altKey: true, ctrlKey: false, metaKey: false, code: "KeyK" };

describe("keyboard shortcuts leave typing alone", () => {
  it("recognises text inputs, textareas, selects and editable content", () => {
    for (const type of [undefined, "text", "search", "email", "url", "tel", "password", "number", "date", "TEXT"]) {
      expect(isTextEntryTarget({ tagName: "INPUT", type }), String(type)).toBe(true);
    }
    expect(isTextEntryTarget({ tagName: "TEXTAREA" })).toBe(true);
    expect(isTextEntryTarget({ tagName: "select" })).toBe(true);
    expect(isTextEntryTarget({ tagName: "DIV", isContentEditable: true })).toBe(true);
    for (const type of ["checkbox", "radio", "button", "submit"]) expect(isTextEntryTarget({ tagName: "INPUT", type }), type).toBe(false);
    expect(isTextEntryTarget({ tagName: "BUTTON" })).toBe(false);
    expect(isTextEntryTarget({ tagName: "BODY", isContentEditable: false })).toBe(false);
    expect(isTextEntryTarget(null)).toBe(false);
  });

  it("takes Alt+K as the import shortcut, except while focus is where the user types", () => {
    expect(isImportShortcut({ ...altK, target: { tagName: "BODY" } })).toBe(true);
    expect(isImportShortcut({ ...altK, target: { tagName: "BUTTON" } })).toBe(true);
    expect(isImportShortcut({ ...altK, target: null })).toBe(true);
    expect(isImportShortcut({ ...altK, target: { tagName: "INPUT", type: "search" } })).toBe(false);
    expect(isImportShortcut({ ...altK, target: { tagName: "TEXTAREA" } })).toBe(false);
    expect(isImportShortcut({ ...altK, target: { tagName: "SELECT" } })).toBe(false);
    expect(isImportShortcut({ ...altK, target: { tagName: "DIV", isContentEditable: true } })).toBe(false);
    expect(isImportShortcut({ ...altK, code: "KeyJ", target: null })).toBe(false);
    expect(isImportShortcut({ ...altK, altKey: false, target: null })).toBe(false);
    expect(isImportShortcut({ ...altK, ctrlKey: true, target: null })).toBe(false);
    expect(isImportShortcut({ ...altK, metaKey: true, target: null })).toBe(false);
  });
});
