"use client";

import { useEffect, useState, type RefObject } from "react";
import { GOOGLE_FONTS, googleFontHref } from "@/lib/doc-styles/fonts";
import type { DocStyleData } from "@/lib/doc-styles/schema";

const GOOGLE = new Set(GOOGLE_FONTS.map((font) => font.family));

/** The Google families a few styles set their headings and text in. */
export function googleFamiliesOf(styles: readonly Pick<DocStyleData, "fonts">[]): string[] {
  const families = styles.flatMap((style) => [style.fonts.h2.family, style.fonts.text.family]);
  return [...new Set(families.filter((family) => GOOGLE.has(family)))].sort();
}

/**
 * Loads the Google font sheets of the thumbnails' faces once their element is first on screen, so a
 * hidden Style tab costs nothing and an open one draws each card in its own face. The reader's
 * browser fetches them (never the server); without the service the fallback faces show. Sheets stay
 * for the page's life: another view (the canvas, the pickers) may use the same ones.
 */
export function useFontSheets(ref: RefObject<HTMLElement | null>, families: readonly string[]) {
  const seen = useSeenOnce(ref);
  const key = families.join("|");
  useEffect(() => {
    if (!seen || !key) return;
    for (const family of key.split("|")) {
      const href = googleFontHref(family);
      if (document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = href;
      document.head.appendChild(link);
    }
  }, [seen, key]);
}

function useSeenOnce(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
