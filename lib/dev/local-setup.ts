/**
 * A developer's or a test run's own setup: `npm run dev` or the tests on the embedded database, or
 * DEV_TOOLS=1 (the end-to-end server sets it). Development calls (setting one's own modules) exist
 * only there; a production server never has them, on the embedded database (`npm run app`) neither.
 */
/**
 * Local setups on the embedded database only: calls that hand out power over other people's data
 * (making oneself a super admin) never exist on a server with its own PostgreSQL, even with
 * DEV_TOOLS=1 set by mistake.
 */
export const isLocalEmbeddedSetup = () => isLocalSetup() && !process.env.DATABASE_URL?.trim();

export const isLocalSetup = () =>
  process.env.DEV_TOOLS?.trim() === "1" || (process.env.NODE_ENV !== "production" && !process.env.DATABASE_URL?.trim());
