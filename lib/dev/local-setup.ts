/**
 * A developer's or a test run's own setup: `npm run dev` or the tests on the embedded database, or
 * DEV_TOOLS=1 (the end-to-end server sets it). Development calls (setting one's own modules) exist
 * only there; a production server never has them, on the embedded database (`npm run app`) neither.
 */
export const isLocalSetup = () =>
  process.env.DEV_TOOLS?.trim() === "1" || (process.env.NODE_ENV !== "production" && !process.env.DATABASE_URL?.trim());
