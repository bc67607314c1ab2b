"use client";

import type { BlockEditor } from "./definition";
import { HeadingEditor } from "./types/heading/editor";

/** Erases a type's own content and metaData types: the registry holds editors of every type. */
const entry = <Content, Meta>(editor: BlockEditor<Content, Meta>) => editor as unknown as BlockEditor;

// The inline editor of each block type (client only). One line per type, next to ./registry.ts.
export const BLOCK_EDITORS: Readonly<Record<string, BlockEditor>> = {
  heading: entry(HeadingEditor),
};
