import { describe, expect, it } from "vitest";
import { canvasKeyAction, type CanvasKey } from "./canvas-keys";

const key = (value: string, more: Partial<CanvasKey> = {}): CanvasKey => ({
  key: value,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
  composing: false,
  onFrame: true,
  inPopup: false,
  inRichText: false,
  ...more,
});

describe("canvasKeyAction on a block's frame", () => {
  it("goes from block to block with the arrows, Home and End", () => {
    expect(canvasKeyAction(key("ArrowDown"))).toEqual({ kind: "focusFrame", which: "next" });
    expect(canvasKeyAction(key("ArrowUp"))).toEqual({ kind: "focusFrame", which: "previous" });
    expect(canvasKeyAction(key("Home"))).toEqual({ kind: "focusFrame", which: "first" });
    expect(canvasKeyAction(key("End"))).toEqual({ kind: "focusFrame", which: "last" });
  });

  it("goes into the block on Enter, even though the frame itself already answered it by selecting", () => {
    expect(canvasKeyAction(key("Enter", { defaultPrevented: true }))).toEqual({ kind: "enterBlock" });
  });

  it("moves the block with Alt and an arrow", () => {
    expect(canvasKeyAction(key("ArrowUp", { altKey: true }))).toEqual({ kind: "move", direction: "up" });
    expect(canvasKeyAction(key("ArrowDown", { altKey: true }))).toEqual({ kind: "move", direction: "down" });
  });

  it("leaves other keys and combinations alone (Tab, Space, Shift+arrows, Ctrl, Cmd, Alt+Shift)", () => {
    for (const event of [
      key("Tab"),
      key(" "),
      key("a"),
      key("ArrowDown", { shiftKey: true }),
      key("ArrowDown", { ctrlKey: true }),
      key("Home", { metaKey: true }),
      key("ArrowUp", { altKey: true, shiftKey: true }),
      key("Home", { altKey: true }),
    ]) {
      expect(canvasKeyAction(event), JSON.stringify(event)).toBeNull();
    }
  });
});

describe("canvasKeyAction inside a block", () => {
  const inside = (value: string, more: Partial<CanvasKey> = {}) => key(value, { onFrame: false, ...more });

  it("returns to the frame on Escape", () => {
    expect(canvasKeyAction(inside("Escape"))).toEqual({ kind: "leaveField" });
  });

  it("lets a menu, a list, a dialog, a link form or an input method have their Escape first", () => {
    expect(canvasKeyAction(inside("Escape", { defaultPrevented: true }))).toBeNull();
    expect(canvasKeyAction(inside("Escape", { inPopup: true }))).toBeNull();
    expect(canvasKeyAction(inside("Escape", { composing: true }))).toBeNull();
    expect(canvasKeyAction(inside("Escape", { inRichText: true, inPopup: true }))).toBeNull();
  });

  it("leaves rich text on Escape although ProseMirror cancels every Escape it sees", () => {
    expect(canvasKeyAction(inside("Escape", { inRichText: true, defaultPrevented: true }))).toEqual({ kind: "leaveField" });
  });

  it("leaves the field's own arrows, Home, End and Enter to it", () => {
    for (const value of ["ArrowDown", "ArrowUp", "Home", "End", "Enter"]) expect(canvasKeyAction(inside(value))).toBeNull();
    expect(canvasKeyAction(inside("ArrowUp", { altKey: true }))).toBeNull();
  });
});
