"use client";

import { useCallback, type KeyboardEvent } from "react";
import type { EditorBlock } from "../state/types";
import { FRAME_SELECTOR, focusBlockWhenReady, frameOf, POPUP_SELECTOR } from "./block-focus";
import type { CanvasShared } from "./canvas-context";
import { canvasKeyAction } from "./canvas-keys";

/**
 * The page's keyboard flow between blocks, handled once for all frames (by delegation, so the
 * memoized frames stay as they are): arrows, Home and End from frame to frame, Enter into a block,
 * Escape out of it, Alt+ArrowUp/Down to move it. Tab keeps working as before.
 */
export function useCanvasKeys(shared: CanvasShared, blocks: Record<string, EditorBlock>) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const frame = frameOf(target);
      const id = frame?.dataset.blockId;
      if (!frame || !id) return;
      const popup = target.closest(POPUP_SELECTOR);
      const action = canvasKeyAction({
        key: event.key,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        defaultPrevented: event.defaultPrevented,
        composing: event.nativeEvent.isComposing,
        onFrame: target === frame,
        inPopup: popup !== null && frame.contains(popup),
        inRichText: target.isContentEditable,
      });
      if (!action) return;

      if (action.kind === "move") {
        const block = blocks[id];
        if (!block || shared.readOnly || !shared.canEdit(block) || !shared.canMove(id, action.direction)) return;
        event.preventDefault();
        // Focus stays on the frame: the next Alt+arrow moves the block again.
        shared.move(id, action.direction, "frame");
        return;
      }
      event.preventDefault();
      if (action.kind === "leaveField") frame.focus();
      else if (action.kind === "enterBlock") focusBlockWhenReady(event.currentTarget, id, { into: "field" });
      else {
        const frames = [...event.currentTarget.querySelectorAll<HTMLElement>(FRAME_SELECTOR)];
        const at = frames.indexOf(frame);
        const next = { next: frames[at + 1], previous: frames[at - 1], first: frames[0], last: frames.at(-1) }[action.which];
        next?.focus();
      }
    },
    [shared, blocks],
  );
}
