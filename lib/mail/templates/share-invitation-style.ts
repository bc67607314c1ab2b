import { colord } from "colord";

// The share e-mail's palette and its one style sheet. Light colours are written inline (every client
// reads them); the dark palette lives in a <style> block for the clients that honour
// prefers-color-scheme (Apple Mail, iOS, Outlook for Mac), with Outlook.com's [data-ogsc]/[data-ogsb]
// prefixes. Clients that invert colours themselves (Gmail's apps) get a light design with plain dark
// text, which inverts cleanly; the logo band stays light in dark mode so a dark logo never vanishes.

export const LIGHT = {
  page: "#f3eee7",
  card: "#ffffff",
  band: "#faf7f2",
  text: "#2b2622",
  muted: "#72685f",
  hairline: "#e9e1d6",
  note: "#f7f2ec",
} as const;

const DARK = {
  page: "#14110e",
  card: "#211d19",
  text: "#efe8df",
  muted: "#b3a99e",
  hairline: "#3b342d",
  note: "#2c2621",
  tint: "#3a302a",
  onTint: "#f3e7da",
} as const;

/** The accent laid over white at `amount` (0-1), as an opaque colour (no client needs to blend). */
export function tintOf(accent: string, amount: number): string {
  const { r, g, b } = colord(accent).toRgb();
  const mix = (channel: number) => Math.round(255 + (channel - 255) * amount);
  return colord({ r: mix(r), g: mix(g), b: mix(b) }).toHex();
}

/** Rules for dark mode under the selectors each client uses. */
function darkRules(prefix: string): string {
  const p = (selector: string) =>
    selector
      .split(",")
      .map((part) => `${prefix}${part.trim()}`)
      .join(",");
  return [
    // MJML paints the page on <body> and again on the <div> right inside it.
    `${p("body, .ed-page, .ed-page > div")}{background-color:${DARK.page} !important}`,
    `${p(".ed-card, .ed-card > table, .ed-body, .ed-body > table")}{background-color:${DARK.card} !important}`,
    `${p(".ed-text div, .ed-strong")}{color:${DARK.text} !important}`,
    `${p(".ed-muted, .ed-muted div, .ed-text .ed-muted, .ed-footer div")}{color:${DARK.muted} !important}`,
    `${p(".ed-tint")}{background-color:${DARK.tint} !important;color:${DARK.onTint} !important}`,
    `${p(".ed-note div > div")}{background-color:${DARK.note} !important}`,
    `${p(".ed-rule p")}{border-top-color:${DARK.hairline} !important}`,
    `${p(".ed-link a")}{color:${DARK.onTint} !important}`,
  ].join("\n");
}

/** The <style> block: colour-scheme support, dark mode and the narrow-screen padding. */
export function shareInvitationCss(): string {
  return [
    ":root{color-scheme:light dark;supported-color-schemes:light dark}",
    "@media (prefers-color-scheme: dark){",
    darkRules(""),
    "}",
    darkRules("[data-ogsc] "),
    darkRules("[data-ogsb] "),
    // Phones: less side padding, a slightly smaller title.
    "@media only screen and (max-width:480px){",
    ".ed-pad > table > tbody > tr > td{padding-left:24px !important;padding-right:24px !important}",
    ".ed-title div{font-size:26px !important}",
    "}",
  ].join("\n");
}
