// Addresses of the printing page (lib/pdf/page-resources.ts answers every request it makes).

/** The printing page's own origin: a name that never resolves, so nothing can leave by accident. */
export const PDF_ORIGIN = "http://pdf.eventdocs.invalid";
export const PDF_DOCUMENT_PATH = "/document";
/** The signature face for the certificate (typed signatures), from the installed font package. */
export const SIGNATURE_FONT_PATH = "/pdf-assets/signature.woff2";
