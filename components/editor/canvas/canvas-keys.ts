// What a key pressed on the editor's page does to the keyboard flow between blocks. Pure, so it is
// unit-tested; use-canvas-keys.ts reads the event and the DOM and carries the action out.

export type CanvasKeyAction =
  | { kind: "focusFrame"; which: "next" | "previous" | "first" | "last" }
  | { kind: "enterBlock" }
  | { kind: "leaveField" }
  | { kind: "move"; direction: "up" | "down" };

export interface CanvasKey {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  /** An input method is composing: its Escape cancels the composition. */
  composing: boolean;
  /** Focus is on a block's frame itself (not on something inside it). */
  onFrame: boolean;
  /** Focus is inside an open menu, list or dialog of the block, which owns Escape and the arrows. */
  inPopup: boolean;
  /** Focus is in rich text (ProseMirror), which cancels every Escape itself: there defaultPrevented says nothing. */
  inRichText: boolean;
}

const FRAME_KEYS: Record<string, CanvasKeyAction> = {
  ArrowDown: { kind: "focusFrame", which: "next" },
  ArrowUp: { kind: "focusFrame", which: "previous" },
  Home: { kind: "focusFrame", which: "first" },
  End: { kind: "focusFrame", which: "last" },
  Enter: { kind: "enterBlock" },
};

/**
 * On a frame: arrows, Home and End go from block to block, Enter goes into the block's first field,
 * Alt+ArrowUp/Down moves the block. Inside a block: Escape goes back to its frame, unless something
 * of the block (a menu, a link form) already answered it or owns it.
 */
export function canvasKeyAction(event: CanvasKey): CanvasKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.composing) return null;
  if (event.onFrame) {
    if (event.altKey) {
      if (event.shiftKey) return null;
      if (event.key === "ArrowUp") return { kind: "move", direction: "up" };
      if (event.key === "ArrowDown") return { kind: "move", direction: "down" };
      return null;
    }
    if (event.shiftKey) return null;
    return FRAME_KEYS[event.key] ?? null;
  }
  if (event.key !== "Escape" || event.altKey || event.shiftKey) return null;
  if ((event.defaultPrevented && !event.inRichText) || event.inPopup) return null;
  return { kind: "leaveField" };
}
