"use client";

import dynamic from "next/dynamic";

// Tiptap and ProseMirror are the biggest part of the editor's JavaScript (about 560 KB). They load
// on their own, after the page is interactive, so opening a document does not wait for them; the
// box keeps its place meanwhile. (components/editor preloads them once the editor is up.)
export const RichTextEditor = dynamic(() => import("./rich-text-editor").then((module) => module.RichTextEditor), {
  ssr: false,
  loading: () => <div aria-busy="true" className="min-h-24 rounded-lg border border-ink-200 bg-white" />,
});

/** Starts loading the rich-text editor ahead of the first time a user needs it. */
export const preloadRichTextEditor = () => void import("./rich-text-editor");
