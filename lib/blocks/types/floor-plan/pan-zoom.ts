import type { PanzoomObject, PanzoomOptions } from "@panzoom/panzoom";

// Zoom and pan of the floor plan, wired to @panzoom/panzoom (which FloorPlanIsland loads lazily and
// passes in, so this file adds nothing to the first download). The page stays the reader's: the
// wheel zooms only with Ctrl or ⌘ held (a trackpad pinch arrives as exactly that), a touch swipe
// scrolls the page until the plan is zoomed in, and a click is not swallowed while it is not.

export const FLOOR_PLAN_ZOOM = { min: 1, max: 8, step: 0.5 } as const;

/** How far one arrow key press moves the plan, in screen pixels. */
const PAN_STEP = 60;

export type PanzoomFactory = (element: HTMLElement, options?: PanzoomOptions) => PanzoomObject;

export interface ZoomControls {
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  destroy: () => void;
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

/**
 * Makes `target` (the image's wrapper) zoomable inside `area` (its parent, the bordered box), with
 * keys on the focused area: + and - zoom, 0 resets, arrows move the view.
 */
export function attachPanzoom(Panzoom: PanzoomFactory, area: HTMLElement, target: HTMLElement, reducedMotion: boolean): ZoomControls {
  const zoomed = () => panzoom.getScale() > FLOOR_PLAN_ZOOM.min;
  const panzoom = Panzoom(target, {
    minScale: FLOOR_PLAN_ZOOM.min,
    maxScale: FLOOR_PLAN_ZOOM.max,
    step: FLOOR_PLAN_ZOOM.step,
    canvas: true,
    panOnlyWhenZoomed: true,
    animate: !reducedMotion,
    cursor: "default",
    touchAction: "pan-y",
    // Not zoomed, a press is the page's (the editor selects the block with it); zoomed, it starts a pan.
    handleStartEvent: (event: Event) => {
      if (zoomed()) event.preventDefault();
    },
  });
  // Zoomed in, a touch drag moves the plan; not zoomed, it scrolls the page (a pinch still zooms).
  const motion = { animate: !reducedMotion };
  const onChange = () => panzoom.setOptions({ touchAction: zoomed() ? "none" : "pan-y" });
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey || event.metaKey) panzoom.zoomWithWheel(event);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const arrow = ARROWS[event.key];
    if (event.key === "+" || event.key === "=") panzoom.zoomIn(motion);
    else if (event.key === "-" || event.key === "_") panzoom.zoomOut(motion);
    else if (event.key === "0") panzoom.reset(motion);
    else if (arrow) {
      const step = PAN_STEP / panzoom.getScale();
      panzoom.pan(arrow[0] * step, arrow[1] * step, { relative: true });
    } else return;
    event.preventDefault();
  };
  target.addEventListener("panzoomchange", onChange);
  area.addEventListener("wheel", onWheel, { passive: false });
  area.addEventListener("keydown", onKey);
  return {
    zoomIn: () => panzoom.zoomIn(motion),
    zoomOut: () => panzoom.zoomOut(motion),
    reset: () => panzoom.reset(motion),
    destroy: () => {
      target.removeEventListener("panzoomchange", onChange);
      area.removeEventListener("wheel", onWheel);
      area.removeEventListener("keydown", onKey);
      panzoom.destroy();
      panzoom.resetStyle();
      target.style.transform = "";
    },
  };
}
