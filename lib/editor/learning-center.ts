// The learning center (the editor's help, opened with alt+h): short how-to articles, one per block
// type and per area of the editor screen. Only ids live here; titles and texts are translated
// messages under learningCenter.articles.<id>, so search runs over the words the user reads.

export const LEARNING_CENTER_GROUPS = ["blocks", "editor"] as const;
export type LearningCenterGroup = (typeof LEARNING_CENTER_GROUPS)[number];

export const BLOCK_ARTICLES = [
  "heading",
  "paragraph",
  "image",
  "cover",
  "coverImage",
  "logoImage",
  "imageAndText",
  "divider",
  "placeholder",
  "htmlCode",
] as const;

export const EDITOR_ARTICLES = [
  "navigationTree",
  "rightPanel",
  "autosave",
  "presentation",
  "shortcuts",
  "savedBlocks",
  "pageSetup",
  "numbering",
  "customCss",
] as const;

export type LearningCenterArticleId = (typeof BLOCK_ARTICLES)[number] | (typeof EDITOR_ARTICLES)[number];

export const LEARNING_CENTER_ARTICLES: readonly { id: LearningCenterArticleId; group: LearningCenterGroup }[] = [
  ...BLOCK_ARTICLES.map((id) => ({ id, group: "blocks" as const })),
  ...EDITOR_ARTICLES.map((id) => ({ id, group: "editor" as const })),
];

/** Lower case without accents, so "baslik" finds "Başlık" and "titulo" finds "título". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/ı/g, "i")
    .replace(/İ/g, "i")
    .toLowerCase();
}

export interface SearchableArticle {
  id: string;
  title: string;
  body: string;
}

/**
 * The articles containing every word of the query (in the title or the text), those whose title
 * matches first, each group in its original order. An empty query answers every article.
 */
export function searchArticles<Article extends SearchableArticle>(articles: readonly Article[], query: string): Article[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...articles];
  const inTitle: Article[] = [];
  const inBody: Article[] = [];
  for (const article of articles) {
    const title = normalizeForSearch(article.title);
    const text = `${title} ${normalizeForSearch(article.body)}`;
    if (!words.every((word) => text.includes(word))) continue;
    (words.some((word) => title.includes(word)) ? inTitle : inBody).push(article);
  }
  return [...inTitle, ...inBody];
}
