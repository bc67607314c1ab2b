import { describe, expect, it } from "vitest";
import { dispositionFileName } from "./pdf-download";

describe("dispositionFileName", () => {
  it("takes the UTF-8 name, else the plain one, else the fallback", () => {
    expect(dispositionFileName(`attachment; filename="Hochzeit M_ller.pdf"; filename*=UTF-8''Hochzeit%20M%C3%BCller.pdf`, "x.pdf")).toBe("Hochzeit Müller.pdf");
    expect(dispositionFileName(`attachment; filename="Gala.pdf"`, "x.pdf")).toBe("Gala.pdf");
    expect(dispositionFileName(`attachment; filename="Gala.pdf"; filename*=UTF-8''%E0%A4%A`, "x.pdf")).toBe("Gala.pdf");
    expect(dispositionFileName(null, "document.pdf")).toBe("document.pdf");
  });
});
