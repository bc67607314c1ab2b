import { describe, expect, it } from "vitest";
import { ALL_SECTORS, chooseLanguage, chooseSector, languagesOf, selectGallery } from "./filters";

const design = (title: string, lang: string, sectors: string[], sortOrder = 0) => ({ title, lang, sectors, sortOrder });

const DESIGNS = [
  design("Garden wedding", "en", ["Weddings-100", "Flowers-40"], 10),
  design("Cake order", "en", ["Cakes-100", "Weddings-30"], 20),
  design("Venue showcase", "en", ["Venue-100"], 5),
  design("Düğün teklifi", "tr", ["Weddings-100"], 10),
];

describe("the gallery's filters", () => {
  it("offer the languages that have designs, in the interface's order", () => {
    expect(languagesOf(DESIGNS)).toEqual(["en", "tr"]);
    expect(languagesOf([])).toEqual([]);
  });

  it("choose the language asked for, else the user's, else English, else the first there is", () => {
    expect(chooseLanguage("tr", "en", ["en", "tr"])).toBe("tr");
    expect(chooseLanguage("de", "tr", ["en", "tr"])).toBe("tr");
    expect(chooseLanguage(undefined, "it", ["en", "tr"])).toBe("en");
    expect(chooseLanguage("xx", "it", ["tr"])).toBe("tr");
    expect(chooseLanguage(undefined, "en", [])).toBeNull();
  });

  it("choose the sector asked for (all included), else the workspace's, else all", () => {
    expect(chooseSector("Cakes", "Weddings")).toBe("Cakes");
    expect(chooseSector(ALL_SECTORS, "Weddings")).toBe(ALL_SECTORS);
    expect(chooseSector("Nonsense", "Weddings")).toBe("Weddings");
    expect(chooseSector(undefined, null)).toBe(ALL_SECTORS);
  });
});

describe("selectGallery", () => {
  const defaults = { userLanguage: "en", workspaceSector: "Weddings" as const };

  it("shows the workspace's sector by default: only designs naming it, best score first", () => {
    const result = selectGallery(DESIGNS, {}, defaults);
    expect(result).toMatchObject({ lang: "en", sector: "Weddings", languages: ["en", "tr"] });
    expect(result.designs.map((d) => d.title)).toEqual(["Garden wedding", "Cake order"]);
  });

  it("shows every design of the language for all sectors, in sort order", () => {
    expect(selectGallery(DESIGNS, { sector: "all" }, defaults).designs.map((d) => d.title)).toEqual(["Venue showcase", "Garden wedding", "Cake order"]);
  });

  it("shows one language only", () => {
    expect(selectGallery(DESIGNS, { lang: "tr", sector: "all" }, defaults).designs.map((d) => d.title)).toEqual(["Düğün teklifi"]);
  });

  it("shows nothing for a sector no design names (the page offers all sectors then)", () => {
    expect(selectGallery(DESIGNS, { sector: "Photography" }, defaults).designs).toEqual([]);
  });
});
