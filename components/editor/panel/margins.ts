import { PAGE_CONTENT_MIN, PAGE_MARGIN_MAX, PAGE_WIDTH } from "./limits";
import type { PageMarginsValue } from "./settings-api";

// The page margins form checks what the server checks (lib/documents/schemas.ts pageMarginsSchema
// and setPageMargins), so an invalid value is explained at once and never sent.

export const MARGIN_SIDES = ["top", "right", "bottom", "left"] as const;
export type MarginSide = (typeof MARGIN_SIDES)[number];
export type MarginDrafts = Record<MarginSide, string>;

export type MarginProblem = { kind: "notNumber" | "outOfRange"; side: MarginSide } | { kind: "tooWide"; max: number };

export const MAX_HORIZONTAL_MARGINS = PAGE_WIDTH - PAGE_CONTENT_MIN;

export function marginDrafts(margins: PageMarginsValue): MarginDrafts {
  return { top: String(margins.top), right: String(margins.right), bottom: String(margins.bottom), left: String(margins.left) };
}

/** The margins typed, or the first problem with them: each 0-300 px, left + right below 740 px. */
export function parseMargins(drafts: MarginDrafts): { margins: PageMarginsValue } | { problem: MarginProblem } {
  const margins = {} as PageMarginsValue;
  for (const side of MARGIN_SIDES) {
    const text = drafts[side].trim();
    const value = Number(text);
    if (!text || !Number.isFinite(value)) return { problem: { kind: "notNumber", side } };
    if (value < 0 || value > PAGE_MARGIN_MAX) return { problem: { kind: "outOfRange", side } };
    margins[side] = value;
  }
  // Unreachable while each side stops at 300 px; kept because the server checks it too.
  if (margins.left + margins.right >= MAX_HORIZONTAL_MARGINS) return { problem: { kind: "tooWide", max: MAX_HORIZONTAL_MARGINS } };
  return { margins };
}
