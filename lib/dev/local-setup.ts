/**
 * A developer's or a test run's own setup: the embedded database, or DEV_TOOLS=1. Development calls
 * (setting one's own modules) exist only there; a deployment with its PostgreSQL never has them.
 */
export const isLocalSetup = () => !process.env.DATABASE_URL?.trim() || process.env.DEV_TOOLS?.trim() === "1";
