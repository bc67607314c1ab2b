import { describe, expect, it } from "vitest";
import { pageSetup, readMargins } from "./page-setup";

const A4_SCALE = (210 / 25.4) * 96 / 940;

describe("pageSetup", () => {
  it("prints the 940 px page at the scale that fits A4, with the editor's margins scaled the same", () => {
    const { print, pageCss } = pageSetup({ paperSize: "A4", margins: { top: 100, right: 40, bottom: 60, left: 80 }, header: null, footer: null });
    expect(print.format).toBe("A4");
    expect(print.scale).toBeCloseTo(A4_SCALE, 3);
    expect(parseFloat(print.margin.left)).toBeCloseTo(80 * A4_SCALE, 1);
    expect(parseFloat(print.margin.top)).toBeCloseTo(100 * A4_SCALE, 1);
    expect(print.displayHeaderFooter).toBe(false);
    // The page's @page rule says the same (a CSS @page margin wins over the print call's).
    expect(pageCss).toBe(`@page{margin:${print.margin.top} ${print.margin.right} ${print.margin.bottom} ${print.margin.left}}`);
  });

  it("prints US legal (as stored: US_LEGAL) as 8.5 x 14 in", () => {
    const { print } = pageSetup({ paperSize: "US_LEGAL", margins: null, header: null, footer: null });
    expect([print.format, print.width, print.height]).toEqual([undefined, "8.5in", "14in"]);
    expect(print.scale).toBeCloseTo(816 / 940, 3);
  });

  it("reads stored margins tolerantly: the editor's defaults for what is missing, 0 to 300 px", () => {
    expect(readMargins(null)).toEqual({ top: 56, right: 64, bottom: 56, left: 64 });
    expect(readMargins({ top: -5, right: 9000, bottom: "x", left: 12 })).toEqual({ top: 0, right: 300, bottom: 56, left: 12 });
  });

  it("repeats the header and footer, sanitized, with room for them, and page numbers where asked", () => {
    const { print } = pageSetup({
      paperSize: "A4",
      margins: { top: 0, right: 64, bottom: 0, left: 64 },
      header: '<p>Villa <strong>Rosa</strong><script>alert(1)</script></p>',
      footer: null,
      footerNote: "Signed copy <b>",
      pageLabel: "Page {page} of {pages}",
    });
    expect(print.displayHeaderFooter).toBe(true);
    expect(print.headerTemplate).toContain("Villa <strong>Rosa</strong>");
    expect(print.headerTemplate).not.toContain("script");
    expect(print.footerTemplate).toContain("Signed copy &lt;b&gt;");
    expect(print.footerTemplate).toContain('Page <span class="pageNumber"></span> of <span class="totalPages"></span>');
    expect(parseFloat(print.margin.top)).toBeGreaterThan(30);
    expect(parseFloat(print.margin.bottom)).toBeGreaterThan(30);
  });
});
