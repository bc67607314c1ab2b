import { describe, expect, it } from "vitest";
import { designEditorPath, designRouteFromSlug, designsPath, productFromEditorSlug, productFromSlug } from "./products";

describe("design product slugs", () => {
  it("reads the gallery and the editor slugs of every product", () => {
    expect(productFromSlug("proposal-designs")).toBe("proposal");
    expect(productFromSlug("invitation-designs")).toBe("invitation");
    expect(productFromEditorSlug("presentation-design-editor")).toBe("presentation");
    expect(designRouteFromSlug("plain-design-editor")).toEqual({ product: "plain", page: "design-editor" });
  });

  it("refuses other slugs, unknown products and the wrong page", () => {
    for (const slug of ["designs", "letter-designs", "proposal-design", "Proposal-designs", "proposal-designs-x", "documents", "proposal-designs/"]) {
      expect(designRouteFromSlug(slug)).toBeNull();
    }
    expect(productFromSlug("proposal-design-editor")).toBeNull();
    expect(productFromEditorSlug("proposal-designs")).toBeNull();
  });

  it("builds the paths back", () => {
    expect(designsPath("invoice")).toBe("/invoice-designs");
    expect(designEditorPath("proposal", "ckteam")).toBe("/proposal-design-editor/ckteam");
  });
});
