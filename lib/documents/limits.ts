// Length limits of a document's fields, in a module of plain constants that forms in the browser
// import as well as the server's schemas (lib/documents/schemas.ts re-exports them): importing
// schemas.ts itself would pull zod and the phone-number library into client bundles.

/** Longest document title, in characters (workspace spec §3). */
export const DOCUMENT_TITLE_MAX = 200;
/** Longest project name, in characters. */
export const PROJECT_MAX = 200;

/** Longest custom CSS of a document or a doc style, in characters. */
export const CUSTOM_CSS_MAX = 50_000;
