import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";

type Tree = { [key: string]: string | Tree };
const load = (locale: string): Tree => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));
const flatten = (tree: Tree, prefix = ""): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [[prefix + key, value]] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe("message files", () => {
  const en = flatten(load("en"));

  it.each(LOCALES.filter((l) => l !== "en"))("%s has every key en has, with the same placeholders, and no extra keys", (locale) => {
    const other = flatten(load(locale));
    expect([...en.keys()].filter((key) => !other.has(key))).toEqual([]);
    expect([...other.keys()].filter((key) => !en.has(key))).toEqual([]);
    const wrongPlaceholders = [...en].filter(([key, text]) => placeholders(text).join() !== placeholders(other.get(key) ?? "").join());
    expect(wrongPlaceholders.map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== "en"))("%s is translated (at most a few strings equal to English)", (locale) => {
    const other = flatten(load(locale));
    // Names, codes and short technical words may stay the same in every language.
    const same = [...en].filter(([key, text]) => other.get(key) === text && text.length > 12);
    expect(same.map(([key]) => key).length).toBeLessThanOrEqual(Math.ceil(en.size * 0.05));
  });
});
