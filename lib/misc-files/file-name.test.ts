import { describe, expect, it } from "vitest";
import { attachmentDisposition, cleanFileName, MAX_FILE_NAME } from "./file-name";

describe("cleanFileName", () => {
  it("keeps the last path part, drops control characters and caps the length", () => {
    expect(cleanFileName("C:\\Users\\ada\\plan.pdf")).toBe("plan.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("a\r\nb\u0000c.txt")).toBe("a b c.txt");
    expect(cleanFileName("  Menü 2025.pdf ")).toBe("Menü 2025.pdf");
    for (const empty of ["", "   ", "folder/", "..", "a/.."]) expect(cleanFileName(empty)).toBe("file");
    expect(cleanFileName(`${"é".repeat(300)}.pdf`)).toHaveLength(MAX_FILE_NAME);
    // A character outside the BMP is two UTF-16 units: the cap never keeps half of one.
    const emoji = cleanFileName(`a${"🎉".repeat(150)}`);
    expect(emoji).toHaveLength(MAX_FILE_NAME - 1);
    expect(emoji.endsWith("🎉")).toBe(true);
  });
});

describe("attachmentDisposition", () => {
  it("gives an ASCII fallback and the exact UTF-8 name, with nothing that can end or bend the header", () => {
    expect(attachmentDisposition("Menü & prices.pdf")).toBe(`attachment; filename="Men_ & prices.pdf"; filename*=UTF-8''Men%C3%BC%20%26%20prices.pdf`);
    const hostile = attachmentDisposition('a"; filename="evil.html\r\nX-Injected: 1\\.pdf');
    expect(hostile).not.toMatch(/[\r\n]/);
    // One quoted fallback only: the quotes of the name are gone from it.
    expect(hostile.match(/"/g)).toHaveLength(2);
    expect(hostile).toContain(`filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%0D%0AX-Injected%3A%201%5C.pdf`);
    expect(attachmentDisposition("it's (1)*.txt")).toContain("filename*=UTF-8''it%27s%20%281%29%2A.txt");
  });
});
