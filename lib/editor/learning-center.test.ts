import { describe, expect, it } from "vitest";
import { LEARNING_CENTER_ARTICLES, normalizeForSearch, searchArticles } from "./learning-center";

const articles = [
  { id: "heading", title: "Überschrift", body: "Ein Titel für einen Abschnitt." },
  { id: "image", title: "Image", body: "Add a photo from the library." },
  { id: "cover", title: "Cover", body: "A large image at the top of the document." },
  { id: "tr", title: "Başlık", body: "Bölüm başlığı ekleyin." },
];

describe("learning center search", () => {
  it("answers every article for an empty query", () => {
    expect(searchArticles(articles, "  ").map((a) => a.id)).toEqual(["heading", "image", "cover", "tr"]);
  });

  it("finds words in titles and texts, title matches first", () => {
    expect(searchArticles(articles, "image").map((a) => a.id)).toEqual(["image", "cover"]);
  });

  it("needs every word of the query", () => {
    expect(searchArticles(articles, "image top").map((a) => a.id)).toEqual(["cover"]);
    expect(searchArticles(articles, "image nothing")).toEqual([]);
  });

  it("ignores case and accents, Turkish dotless i included", () => {
    expect(searchArticles(articles, "uberschrift").map((a) => a.id)).toEqual(["heading"]);
    expect(searchArticles(articles, "BASLIK").map((a) => a.id)).toEqual(["tr"]);
    expect(normalizeForSearch("İstanbul Işık")).toBe("istanbul isik");
  });

  it("has one article per block type of the editor issue and per screen area", () => {
    const ids = LEARNING_CENTER_ARTICLES.map((article) => article.id);
    for (const id of ["heading", "paragraph", "image", "cover", "coverImage", "logoImage", "imageAndText", "divider", "placeholder", "htmlCode"]) {
      expect(ids).toContain(id);
    }
    for (const id of ["navigationTree", "rightPanel", "autosave", "presentation", "shortcuts", "savedBlocks"]) expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
