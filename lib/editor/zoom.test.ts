import { describe, expect, it } from "vitest";
import { actualSizeZoom, canZoomIn, canZoomOut, clampZoom, pageScale, zoomIn, zoomOut } from "./zoom";

describe("editor zoom", () => {
  it("steps in by x1.2, rounded to 3 decimals, up to 1.75", () => {
    expect(zoomIn(1)).toBe(1.2);
    expect(zoomIn(1.2)).toBe(1.44);
    expect(zoomIn(1.44)).toBe(1.728);
    expect(zoomIn(1.728)).toBe(1.75);
    expect(zoomIn(1.75)).toBe(1.75);
  });

  it("steps out by x0.8, never below 1", () => {
    expect(zoomOut(1.75)).toBe(1.4);
    expect(zoomOut(1.4)).toBe(1.12);
    expect(zoomOut(1.12)).toBe(1);
    expect(zoomOut(1)).toBe(1);
  });

  it("clamps anything outside 1..1.75 and anything not a number", () => {
    expect(clampZoom(0.3)).toBe(1);
    expect(clampZoom(3)).toBe(1.75);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(Number.POSITIVE_INFINITY)).toBe(1);
    expect(clampZoom(1.23456)).toBe(1.235);
  });

  it("tells whether another step is possible", () => {
    expect(canZoomIn(1)).toBe(true);
    expect(canZoomIn(1.75)).toBe(false);
    expect(canZoomOut(1)).toBe(false);
    expect(canZoomOut(1.2)).toBe(true);
  });

  it("draws the page at the fitted scale times the zoom, never a fraction past the room it was fitted to", () => {
    expect(pageScale(1, 1)).toBe(1);
    expect(pageScale(1, 1.2)).toBe(1.2);
    expect(pageScale(0.962, 1)).toBe(0.962);
    expect(pageScale(0.962, 1.2)).toBe(1.154); // 1.1544
    expect(pageScale(0.8, 1.75)).toBe(1.4);
    expect(pageScale(0.9, 0.5)).toBe(0.9); // the zoom is clamped to 1..1.75 first
    for (const fit of [0.301, 0.5, 0.777, 0.9617, 0.999]) expect(pageScale(fit, 1) * 940).toBeLessThanOrEqual(fit * 940);
  });

  it("offers the zoom that shows the page at its real size only when it is smaller and 100% is in reach", () => {
    expect(actualSizeZoom(1)).toBeNull();
    expect(actualSizeZoom(0.8)).toBe(1.25);
    expect(actualSizeZoom(0.962)).toBe(1.04);
    expect(pageScale(0.962, actualSizeZoom(0.962)!)).toBe(1);
    for (const fit of [0.58, 0.7, 0.81, 0.9, 0.95, 0.999]) expect(pageScale(fit, actualSizeZoom(fit)!), String(fit)).toBe(1);
    expect(actualSizeZoom(0.5)).toBeNull(); // would need 2x, past the largest zoom
    expect(actualSizeZoom(0)).toBeNull();
  });
});
