import { isTextEntryTarget } from "@/components/documents/keyboard";

// Putting keyboard focus into a block of the page. A block's editor appears only once the block is
// selected and rendered, and rich text (Tiptap) loads on demand, so focus waits for the field.

/** A block's frame: the focusable element around one block (block-frame.tsx). */
export const FRAME_SELECTOR = "[data-block-id]";
/** Inside a block, what owns Escape and the arrow keys while it is open. */
export const POPUP_SELECTOR = 'dialog, [role="dialog"], [role="menu"], [role="listbox"], [aria-expanded="true"]';
const FIELD_SELECTOR = 'input, textarea, [contenteditable="true"]';
/**
 * How long focus waits for a block and its field: a block editor's code and rich text load on
 * demand, slowly on a poor connection. Checked every frame at first, then a few times a second.
 */
const WAIT_MS = 30_000;
const EVERY_FRAME_MS = 1000;
const POLL_MS = 200;
/** After focus is placed, how long it is put back if a re-render (the block moving) drops it to the page. */
const SETTLE_MS = 300;

export const frameOf = (element: Element | null): HTMLElement | null => element?.closest<HTMLElement>(FRAME_SELECTOR) ?? null;

export const findFrame = (root: ParentNode, id: string) => root.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(id)}"]`);

/**
 * The block's first place to type: a text input, a textarea or rich text, visible, enabled and not
 * one of the toolbars' controls (a heading's text, a paragraph's text, a pricing table's first item).
 */
export function firstField(frame: HTMLElement): HTMLElement | null {
  for (const field of frame.querySelectorAll<HTMLElement>(FIELD_SELECTOR)) {
    if (!isTextEntryTarget(field) || field.closest('[role="toolbar"]') || frameOf(field) !== frame) continue;
    // checkVisibility: not hidden, and not inside a closed <details> (the pricing table's settings).
    if (field.matches(":disabled, [readonly]") || !field.checkVisibility()) continue;
    return field;
  }
  return null;
}

function focusField(field: HTMLElement) {
  field.focus();
  // The caret after the text, so a copied heading is typed on, not typed over from its start.
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    try {
      field.setSelectionRange(field.value.length, field.value.length);
    } catch {
      // Input types without a text selection (email, number) keep the browser's caret.
    }
  }
}

const isIdle = (element: Element | null) => !element || element === document.body || !element.isConnected;

/**
 * Moves focus into block `id` under `root` once it is on the page: into its first field, or onto its
 * frame when it has none or `into` is "frame". Meanwhile the frame holds focus. Stops as soon as the
 * user puts focus anywhere else. `onFound` runs once, when the frame first exists. Returns a cancel.
 */
export function focusBlockWhenReady(root: ParentNode, id: string, { into, onFound }: { into: "field" | "frame"; onFound?: (frame: HTMLElement) => void }) {
  const start = performance.now();
  const initial = document.activeElement;
  const ours = new Set<Element | null>(isIdle(initial) ? [] : [initial]);
  let found = false;
  let placedAt: number | null = null;
  let settledSince: number | null = null;
  let frameHandle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const step = () => {
    const active = document.activeElement;
    const now = performance.now();
    // Focus is still where it was or where this put it; else the user went somewhere else (focus on
    // the page itself counts as ours only at first, or just after this placed it).
    const dropped = isIdle(active) && (placedAt === null || now - placedAt < SETTLE_MS);
    if (!ours.has(active) && !dropped) return;
    const frame = findFrame(root, id);
    if (frame) {
      if (!found) {
        found = true;
        onFound?.(frame);
      }
      const field = into === "field" ? firstField(frame) : null;
      const target = field ?? frame;
      if (active !== target) {
        ours.add(target);
        placedAt = now;
        if (field) focusField(field);
        else frame.focus();
      }
      if (field || into === "frame") {
        settledSince ??= now;
        if (now - settledSince >= SETTLE_MS) return;
      }
    }
    if (now - start < EVERY_FRAME_MS) frameHandle = requestAnimationFrame(step);
    else if (now - start < WAIT_MS) timer = setTimeout(step, POLL_MS);
  };
  // After the frame's next render: a move or an addition is on the page by then.
  frameHandle = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frameHandle);
    clearTimeout(timer);
  };
}
