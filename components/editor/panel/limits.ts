// Limits the panel validates before saving, the same as the server's schemas
// (lib/documents/schemas.ts; limits.test.ts keeps them equal). Copied rather than imported: that
// module pulls zod and the currency list into the browser bundle.

export const EVENT_USER_STATE_MAX = 40;
export const PRIVATE_NOTE_MAX = 10_000;
export const CUSTOM_CSS_MAX = 50_000;
export const PAGE_MARGIN_MAX = 300;
/** Margins are laid out on the 940 px page, and left + right must leave 200 px for content. */
export const PAGE_WIDTH = 940;
export const PAGE_CONTENT_MIN = 200;
/** What the canvas draws while a document has no margins of its own. */
export const DEFAULT_PAGE_MARGINS = { top: 56, right: 64, bottom: 56, left: 64 } as const;
