// Length limits of a document's fields, in a module of plain constants that forms in the browser
// import as well as the server's schemas (lib/documents/schemas.ts re-exports them): importing
// schemas.ts itself would pull zod and the phone-number library into client bundles.

/**
 * Longest document title, in characters: short enough for the editor's header and the lists. Titles
 * stored before this limit may be longer; they are read and shown whole, and only a rename must fit.
 */
export const DOCUMENT_TITLE_MAX = 120;
/**
 * Longest title an export file may carry: files written before titles were capped at 120 still
 * import, their titles cut to DOCUMENT_TITLE_MAX as a copy's are.
 */
export const IMPORTED_TITLE_MAX = 200;
/** Longest project name, in characters. */
export const PROJECT_MAX = 200;

/** Longest custom CSS of a document or a doc style, in characters. */
export const CUSTOM_CSS_MAX = 50_000;
