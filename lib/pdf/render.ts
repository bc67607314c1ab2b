import "server-only";
import type { Page } from "playwright-core";
import type { DealView } from "@/lib/acceptance/types";
import type { Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { translatorFor } from "@/lib/i18n/translator";
import { shareRenderer } from "@/lib/share/build-output";
import { frozenDocumentInput } from "@/lib/share/document-input";
import { pageAssets } from "@/lib/share/page-base";
import type { PageBase } from "@/lib/share/render/types";
import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import { warmUpPdfBrowser, withPdfPage } from "./browser";
import { PDF_DOCUMENT_PATH, PDF_ORIGIN } from "./page-paths";
import { answerPageRequest, type PageResources } from "./page-resources";
import { pageSetup } from "./page-setup";

// A frozen document printed to PDF by headless Chromium from the share view's own page (the same
// renderer, block views and style sheet; share.css's print rules make it a document on paper). The
// page is the share view's document page without its scripts, brand bar or visit data; the browser
// loads it and everything it names from answerPageRequest, waits for images and fonts, and prints.

/** How long the document's Google fonts are waited for, at most, per PDF. */
const OUTSIDE_BUDGET_MS = 1_500;
/** Fonts that have not loaded by then are printed in their fallback face. */
const FONTS_WAIT_MS = 2_000;
/** One render never takes longer than this (a stuck page frees its slot). */
const RENDER_TIMEOUT_MS = 45_000;

export interface PdfSource {
  frozen: FrozenSnapshot;
  locale: Locale;
  /** The share the media and file addresses name (any word for a document that has no share). */
  shareKey: string;
  /** What the frozen copy lists: the only media and files the page may load. */
  mediaIds: ReadonlySet<string>;
  fileIds: ReadonlySet<string>;
  /** The deal as it should show (pricing choices, signatures); none for a document without one. */
  deal?: DealView | null;
  /** The document's pageMargins (null: the editor's defaults). */
  margins: unknown;
  /** HTML put after the document on pages of its own (the signing certificate), with its style. */
  appendix?: { html: string; css: string } | null;
  /** A line in every page's footer (the signed copy's hash). */
  footerNote?: string | null;
  /** Page numbers in the footer. */
  pageNumbers?: boolean;
}

/** The document page as the printing browser loads it: the share view's page, its margins, and the appendix. */
export async function pdfPageHtml(source: PdfSource, pageCss: string): Promise<string> {
  const { frozen, locale } = source;
  const blockTypes = frozen.blocks.map((block) => block.segmentType);
  const assets = pageAssets(blockTypes);
  const base: PageBase = {
    locale,
    messages: MESSAGES[locale] as unknown as Record<string, unknown>,
    // Style sheets only: no script runs in a PDF.
    assets: { ...assets, scripts: [] },
    title: frozen.document.title,
    // The document alone on paper: the share view's brand bar is the page's, not the document's.
    brand: null,
    visit: null,
    preview: null,
  };
  const renderer = await shareRenderer();
  const html = renderer.renderDocument(frozenDocumentInput(base, frozen, source.shareKey, { preventPrinting: false, deal: source.deal ?? null }));
  const style = `<style>${pageCss}${source.appendix?.css ?? ""}</style>`;
  const withStyle = html.replace("</head>", `${style}</head>`);
  if (!source.appendix) return withStyle;
  const end = withStyle.lastIndexOf("</body>");
  return `${withStyle.slice(0, end)}${source.appendix.html}${withStyle.slice(end)}`;
}

async function serveRequests(page: Page, resources: PageResources): Promise<void> {
  await page.route("**/*", async (route) => {
    const request = route.request();
    try {
      const answer = await answerPageRequest(request.url(), request.headers()["user-agent"] ?? "", resources);
      if (answer) await route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body });
      else await route.abort("blockedbyclient");
    } catch (error) {
      console.error("pdf: a page resource failed", request.url(), error);
      await route.abort("failed").catch(() => undefined);
    }
  });
}

/** The PDF of a frozen document (and its appendix). Throws AppError 503 when Chromium is missing. */
export async function renderPdf(source: PdfSource): Promise<Buffer> {
  const setup = pageSetup({
    paperSize: source.frozen.document.paperSize,
    margins: source.margins,
    header: source.frozen.document.header,
    footer: source.frozen.document.footer,
    footerNote: source.footerNote ?? null,
    pageLabel: source.pageNumbers ? translatorFor(source.locale)("pdf.pageOf", { page: "{page}", pages: "{pages}" }) : null,
  });
  // Chromium starts (when it is not running) while the page is rendered.
  warmUpPdfBrowser();
  const html = await pdfPageHtml(source, setup.pageCss);
  return withPdfPage(async (page) => {
    page.setDefaultTimeout(RENDER_TIMEOUT_MS);
    await serveRequests(page, {
      html,
      teamId: source.frozen.team.id,
      mediaIds: source.mediaIds,
      fileIds: source.fileIds,
      outsideDeadline: Date.now() + OUTSIDE_BUDGET_MS,
    });
    // "load": the style sheets and every image (lazy loading is off without JavaScript).
    await page.goto(PDF_ORIGIN + PDF_DOCUMENT_PATH, { waitUntil: "load" });
    await Promise.race([page.evaluate(() => document.fonts.ready.then(() => undefined)), new Promise((resolve) => setTimeout(resolve, FONTS_WAIT_MS))]);
    // Tagged: the PDF carries its reading order and structure (screen readers, text extraction).
    return page.pdf({ ...setup.print, tagged: true, outline: false });
  });
}
