import { describe, expect, it } from "vitest";
import { canZoomIn, canZoomOut, clampZoom, zoomIn, zoomOut } from "./zoom";

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
});
