import Panzoom from "@panzoom/panzoom";
import { attachPanzoom } from "@/lib/blocks/types/floor-plan/pan-zoom";
import { onReady, reducedMotion, whenNear } from "./lib/near-viewport";

// The share view's floor plans: once the reader nears one, the image's box becomes zoomable with
// @panzoom/panzoom, wired exactly as in the editor (lib/blocks/types/floor-plan/pan-zoom.ts): the
// buttons, Ctrl/⌘ + wheel, drag, and keys while the box has focus. Without this script the reader
// still has the fitted image and the "Open full size" link. Labels come translated from the view.

const BUTTON =
  "inline-grid size-8 place-items-center rounded-md border border-ink-300 bg-white text-base leading-none text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600";

let hints = 0;

function button(label: string, text: string, onClick: () => void, named: boolean): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.className = named ? `${BUTTON} w-auto px-2 text-sm` : BUTTON;
  if (named) element.textContent = text;
  else {
    element.setAttribute("aria-label", label);
    const glyph = document.createElement("span");
    glyph.setAttribute("aria-hidden", "true");
    glyph.textContent = text;
    element.append(glyph);
  }
  element.addEventListener("click", onClick);
  return element;
}

function enhance(root: HTMLElement): void {
  const area = root.querySelector<HTMLElement>("[data-floor-plan-area]");
  const target = root.querySelector<HTMLElement>("[data-floor-plan-target]");
  const controls = root.querySelector<HTMLElement>("[data-floor-plan-controls]");
  if (!area || !target || !controls) return;
  const data = root.dataset;
  const zoom = attachPanzoom(Panzoom, area, target, reducedMotion());
  const hint = document.createElement("span");
  hint.id = `floor-plan-hint-${++hints}`;
  hint.className = "text-xs text-ink-600";
  hint.textContent = data.labelHint ?? "";
  area.tabIndex = 0;
  area.setAttribute("role", "group");
  area.setAttribute("aria-label", data.labelArea ?? "");
  area.setAttribute("aria-describedby", hint.id);
  controls.prepend(
    button(data.labelZoomIn ?? "", "+", zoom.zoomIn, false),
    button(data.labelZoomOut ?? "", "−", zoom.zoomOut, false),
    button("", data.labelReset ?? "0", zoom.reset, true),
    hint,
  );
}

onReady(() => {
  for (const root of document.querySelectorAll<HTMLElement>("[data-floor-plan]")) whenNear(root, () => enhance(root));
});
