// Spec §9: the carousel moves on every 2 seconds. Apart from definition.ts (which re-exports it) so
// the reader's carousel chunk does not pull in zod and the schemas for one number.
export const CAROUSEL_AUTOPLAY_MS = 2000;
