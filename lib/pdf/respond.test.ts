import { describe, expect, it } from "vitest";
import { pdfFileName, pdfResponse } from "./respond";

describe("pdfFileName", () => {
  it("makes any title a safe file name", () => {
    expect(pdfFileName("Gala / proposal: “2026”")).toBe("Gala - proposal- “2026”.pdf");
    expect(pdfFileName("  ..\u0000secret  ")).toBe("secret.pdf");
    expect(pdfFileName("")).toBe("document.pdf");
    expect(pdfFileName("x".repeat(400))).toHaveLength(154);
    expect(pdfFileName("a\ud800b\udc00")).toBe("a\ufffdb\ufffd.pdf");
  });

  it("answers a title holding half a character (a lone surrogate) as a PDF, not an error", () => {
    const response = pdfResponse(Buffer.from("%PDF-1.7"), "Gala \ud800 2026");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Gala _ 2026.pdf"; filename*=UTF-8''Gala%20%EF%BF%BD%202026.pdf`);
  });

  it("answers a private download in both name forms", () => {
    const response = pdfResponse(Buffer.from("%PDF-1.7"), "Hochzeit Müller");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Hochzeit M_ller.pdf"; filename*=UTF-8''Hochzeit%20M%C3%BCller.pdf`);
    expect(response.headers.get("cache-control")).toMatch(/^private/);
  });
});
