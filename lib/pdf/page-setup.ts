import { DEFAULT_PAGE_MARGINS, PAGE_MARGIN_MAX, PAGE_WIDTH } from "@/components/editor/panel/limits";
import { sanitizeRichText } from "@/lib/blocks/sanitize";
import { escapeHtml } from "@/lib/mail/escape-html";

// How a document's page settings become Chromium's print settings. The editor lays a document out on
// a page PAGE_WIDTH (940) px wide with margins in those px; the PDF keeps that: the page is printed at
// the scale that fits 940 px to the paper's width, so a line breaks where it does in the editor, and
// the margins are the editor's, scaled the same way. The header and footer (rich text) repeat on
// every page in Chromium's own header and footer bands, which live inside the margins.

export type PageMargins = { top: number; right: number; bottom: number; left: number };

/** Paper in CSS px (96 per inch). */
const PAPER = {
  A4: { width: (210 / 25.4) * 96, height: (297 / 25.4) * 96, format: "A4" as const },
  "us-legal": { width: 8.5 * 96, height: 14 * 96, format: null },
};

/** Room a header or footer band needs, in the editor's px. */
const BAND_MIN_MARGIN = 48;

export interface PageSetupInput {
  /** The document's paperSize as stored (A4, US_LEGAL). */
  paperSize: string;
  /** The document's pageMargins (JSON, null: the editor's defaults). */
  margins: unknown;
  /** Rich text HTML of the header and footer (JSON holding a string, or null). */
  header: unknown;
  footer: unknown;
  /** Plain text shown in the footer before the page number (the signed copy's hash); null for none. */
  footerNote?: string | null;
  /** "Page {page} of {pages}" in the document's language; null: no page numbers. */
  pageLabel?: string | null;
}

export interface PdfPrintOptions {
  format?: "A4";
  width?: string;
  height?: string;
  scale: number;
  margin: { top: string; right: string; bottom: string; left: string };
  printBackground: true;
  preferCSSPageSize: false;
  displayHeaderFooter: boolean;
  headerTemplate?: string;
  footerTemplate?: string;
}

export interface PageSetup {
  print: PdfPrintOptions;
  /** A style sheet for the page: its margins (a CSS @page rule wins over the print call's margins). */
  pageCss: string;
}

/** The stored margins read tolerantly: each side a number from 0 to 300 px, else the editor's default. */
export function readMargins(json: unknown): PageMargins {
  const stored = json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  const side = (key: keyof PageMargins) => {
    const value = stored?.[key];
    return typeof value === "number" && Number.isFinite(value) ? Math.min(PAGE_MARGIN_MAX, Math.max(0, value)) : DEFAULT_PAGE_MARGINS[key];
  };
  return { top: side("top"), right: side("right"), bottom: side("bottom"), left: side("left") };
}

const richText = (value: unknown) => (typeof value === "string" && value.trim() ? sanitizeRichText(value) : "");

const px = (value: number) => `${value.toFixed(2)}px`;

function bandTemplate(html: string, note: string, pageLabel: string | null, margins: PageMargins, position: "header" | "footer"): string {
  if (!html && !note && !pageLabel) return "<span></span>";
  const page = pageLabel
    ? escapeHtml(pageLabel)
        .replace("{page}", '<span class="pageNumber"></span>')
        .replace("{pages}", '<span class="totalPages"></span>')
    : "";
  // Chromium renders the bands as separate documents: only inline styles and this <style> apply,
  // nothing of the page's style sheets, and nothing is fetched.
  return `<style>
.band{box-sizing:border-box;width:100%;padding:0 ${px(margins.right)} 0 ${px(margins.left)};display:flex;gap:12px;align-items:baseline;font:10px/1.4 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#57534e;font-variant-ligatures:none;-webkit-print-color-adjust:exact;print-color-adjust:exact}
.band *{margin:0;padding:0;font-size:inherit;line-height:inherit}
.band .text{flex:1;min-width:0;overflow:hidden}
.band .note{color:#78716c}
.band .page{white-space:nowrap;margin-left:auto}
.band a{color:inherit;text-decoration:none}
</style><div class="band ${position}"><div class="text">${html}${note ? `<p class="note">${escapeHtml(note)}</p>` : ""}</div>${page ? `<div class="page">${page}</div>` : ""}</div>`;
}

/** Chromium's print settings and the page's @page rule for a document's paper, margins, header and footer. */
export function pageSetup(input: PageSetupInput): PageSetup {
  // The stored enum (US_LEGAL) or its wire form (us-legal); anything else is A4.
  const paper = input.paperSize === "US_LEGAL" || input.paperSize === "us-legal" ? PAPER["us-legal"] : PAPER.A4;
  const scale = paper.width / PAGE_WIDTH;
  const header = richText(input.header);
  const footer = richText(input.footer);
  const note = input.footerNote?.trim() ?? "";
  const pageLabel = input.pageLabel ?? null;
  const hasHeader = Boolean(header);
  const hasFooter = Boolean(footer || note || pageLabel);
  const stored = readMargins(input.margins);
  const margins: PageMargins = {
    top: hasHeader ? Math.max(stored.top, BAND_MIN_MARGIN) : stored.top,
    right: stored.right,
    bottom: hasFooter ? Math.max(stored.bottom, BAND_MIN_MARGIN) : stored.bottom,
    left: stored.left,
  };
  // On paper: the editor's px at the print scale.
  const paperMargins = { top: margins.top * scale, right: margins.right * scale, bottom: margins.bottom * scale, left: margins.left * scale };
  const margin = { top: px(paperMargins.top), right: px(paperMargins.right), bottom: px(paperMargins.bottom), left: px(paperMargins.left) };
  const displayHeaderFooter = hasHeader || hasFooter;
  const print: PdfPrintOptions = {
    ...(paper.format ? { format: paper.format } : { width: "8.5in", height: "14in" }),
    scale: Math.round(scale * 10_000) / 10_000,
    margin,
    printBackground: true,
    preferCSSPageSize: false,
    displayHeaderFooter,
    ...(displayHeaderFooter
      ? {
          headerTemplate: bandTemplate(header, "", null, paperMargins, "header"),
          footerTemplate: bandTemplate(footer, note, pageLabel, paperMargins, "footer"),
        }
      : {}),
  };
  return { print, pageCss: `@page{margin:${margin.top} ${margin.right} ${margin.bottom} ${margin.left}}` };
}
