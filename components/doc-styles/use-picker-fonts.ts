"use client";

import { useEffect } from "react";
import { googleFontHref, GOOGLE_FONTS } from "@/lib/doc-styles/fonts";

/**
 * Loads the Google fonts' style sheets so each family in the pickers shows in its own face. Added
 * after the page is up, in the background: a slow or blocked font service never holds up the
 * settings (the browser fetches a face only once something is drawn in it).
 */
export function usePickerFonts(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const links = GOOGLE_FONTS.map((font) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = googleFontHref(font.family);
      document.head.appendChild(link);
      return link;
    });
    return () => links.forEach((link) => link.remove());
  }, [enabled]);
}
