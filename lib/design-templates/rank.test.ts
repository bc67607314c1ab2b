import { describe, expect, it } from "vitest";
import { rankDefinitions, sectorScore } from "./rank";

const def = (title: string, lang: string, sectors: string[], sortOrder = 0) => ({ title, lang, sectors, sortOrder });

describe("sectorScore", () => {
  it("reads the score of the entry naming exactly the sector", () => {
    expect(sectorScore(["Weddings-90", "Venue-40"], "Venue")).toBe(40);
    expect(sectorScore(["Weddings-90"], "Wedding")).toBe(0);
    expect(sectorScore(["Weddings-0"], "Weddings")).toBe(0);
    expect(sectorScore([], "Weddings")).toBe(0);
    expect(sectorScore(["Weddings-abc", "Weddings-150"], "Weddings")).toBe(0);
  });
});

describe("rankDefinitions", () => {
  const all = [
    def("Menu", "en", ["Finecatering-100", "Weddings-20"], 2),
    def("Gala", "en", ["Weddings-90"], 5),
    def("Brochure", "en", ["Venue-80"], 1),
    def("Agenda", "en", ["Weddings-90"], 5),
    def("Düğün", "tr", ["Weddings-100"], 0),
    def("Kokteyl", "tr", [], 0),
  ];

  it("keeps only the language asked for, best sector score first, then sort order, then title", () => {
    expect(rankDefinitions(all, { lang: "en", sector: "Weddings" }).map((d) => d.title)).toEqual(["Agenda", "Gala", "Menu", "Brochure"]);
    expect(rankDefinitions(all, { lang: "tr", sector: "Weddings" }).map((d) => d.title)).toEqual(["Düğün", "Kokteyl"]);
  });

  it("falls back to English when there is none in the language", () => {
    expect(rankDefinitions(all, { lang: "de", sector: "Venue" }).map((d) => d.title)).toEqual(["Brochure", "Menu", "Agenda", "Gala"]);
  });

  it("without a sector, orders by sort order and title; without a language, keeps every language", () => {
    expect(rankDefinitions(all, { lang: "en" }).map((d) => d.title)).toEqual(["Brochure", "Menu", "Agenda", "Gala"]);
    expect(rankDefinitions(all, {}).length).toBe(all.length);
  });

  it("answers nothing when neither the language nor English has any, and leaves its input alone", () => {
    const input = [def("Düğün", "tr", [])];
    expect(rankDefinitions(input, { lang: "it" })).toEqual([]);
    expect(input.map((d) => d.title)).toEqual(["Düğün"]);
  });
});
