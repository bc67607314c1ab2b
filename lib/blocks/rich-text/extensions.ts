import type { Extensions } from "@tiptap/core";
import TextAlign from "@tiptap/extension-text-align";
import StarterKit from "@tiptap/starter-kit";
import { safeUrl } from "../sanitize";

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

// Only what sanitizeRichText keeps: anything else (headings, quotes, code, rules) would be typed,
// shown, then silently dropped by the server, so those extensions and their shortcuts are off.
export const richTextExtensions = (): Extensions => [
  StarterKit.configure({
    heading: false,
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // It appends an empty paragraph after a trailing list, which the view would show as a blank line.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: "https",
      // Links may only use the sanitizer's schemes (http, https, mailto, tel), whether typed, pasted
      // or loaded. Addresses without a scheme ("example.com", "a@b.co") are what autolink finds
      // before it adds https:// or mailto:, so they pass; whitespace is ignored as browsers do.
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && (safeUrl(url) !== null || !HAS_SCHEME.test(url.replace(/\s/g, ""))),
    },
  }),
  // No default alignment: left-aligned text carries no style, so the stored HTML stays minimal.
  TextAlign.configure({ types: ["paragraph"], alignments: ["left", "center", "right"], defaultAlignment: null }),
];
