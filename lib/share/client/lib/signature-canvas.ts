import SignaturePad from "signature_pad";

// The "Draw" signature: signature_pad on the dialog's canvas (pointer events, so mouse, pen and
// touch), its backing store sized for the screen's pixel ratio so strokes stay sharp, redrawn from
// its points when the canvas changes size. What is sent is the drawing cropped to its strokes and
// scaled to at most 600 x 200 pixels: a small PNG (a few KB) that still prints crisply.

export const INK = "#1d2b5c";
const MAX_WIDTH = 600;
const MAX_HEIGHT = 200;
const MARGIN = 6;

export interface SignatureCanvas {
  isEmpty(): boolean;
  clear(): void;
  /** Sizes the canvas to how it is shown now (call when it becomes visible). */
  fit(): void;
  /** The drawing as a cropped PNG data URL, or null when nothing is drawn. */
  png(): string | null;
  onChange(listener: () => void): void;
}

export function signatureCanvas(canvas: HTMLCanvasElement): SignatureCanvas {
  const pad = new SignaturePad(canvas, { penColor: INK, minWidth: 0.9, maxWidth: 2.8, throttle: 8 });
  let ratio = 1;
  let size = { width: 0, height: 0 };

  function fit(): void {
    const width = canvas.offsetWidth;
    const height = canvas.offsetHeight;
    const nextRatio = Math.max(window.devicePixelRatio || 1, 1);
    if (!width || !height || (width === size.width && height === size.height && nextRatio === ratio)) return;
    const data = pad.toData();
    ratio = nextRatio;
    size = { width, height };
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.getContext("2d")?.scale(ratio, ratio);
    pad.clear();
    if (data.length) pad.fromData(data);
  }

  function png(): string | null {
    if (pad.isEmpty()) return null;
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (const group of pad.toData()) {
      for (const point of group.points) {
        left = Math.min(left, point.x);
        top = Math.min(top, point.y);
        right = Math.max(right, point.x);
        bottom = Math.max(bottom, point.y);
      }
    }
    if (!Number.isFinite(left)) return null;
    left = Math.max(0, left - MARGIN);
    top = Math.max(0, top - MARGIN);
    right = Math.min(size.width, right + MARGIN);
    bottom = Math.min(size.height, bottom + MARGIN);
    const width = Math.max(1, right - left);
    const height = Math.max(1, bottom - top);
    const scale = Math.min(2, MAX_WIDTH / width, MAX_HEIGHT / height);
    const out = document.createElement("canvas");
    out.width = Math.max(1, Math.round(width * scale));
    out.height = Math.max(1, Math.round(height * scale));
    const context = out.getContext("2d");
    if (!context) return canvas.toDataURL("image/png");
    context.imageSmoothingQuality = "high";
    context.drawImage(canvas, left * ratio, top * ratio, width * ratio, height * ratio, 0, 0, out.width, out.height);
    return out.toDataURL("image/png");
  }

  window.addEventListener("resize", fit);
  return {
    isEmpty: () => pad.isEmpty(),
    clear: () => pad.clear(),
    fit,
    png,
    onChange: (listener) => pad.addEventListener("endStroke", listener),
  };
}
