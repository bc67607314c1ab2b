"use client";

import { onDemand, whenIdle } from "../on-demand";
import type { RichTextEditorProps } from "./rich-text-editor";

// Tiptap and ProseMirror are the biggest part of the editor's JavaScript (about 120 KB gzipped).
// They load on their own once the browser is idle, never before the page is interactive (the
// Document tab's header and footer fields are on the first view); the box keeps its place meanwhile.
export const RichTextEditor = onDemand<RichTextEditorProps>(() => import("./rich-text-editor").then((module) => module.RichTextEditor), {
  idle: true,
  fallback: () => <div aria-busy="true" className="min-h-24 rounded-lg border border-ink-200 bg-white" />,
});

/** Starts loading the rich-text editor ahead of the first time a user needs it, once the browser is idle. */
export const preloadRichTextEditor = () => void whenIdle(() => void RichTextEditor.preload().catch(() => undefined));
