"use client";

import type { BlockEditor } from "./definition";
import { HeadingEditor } from "./types/heading/editor";
import { CoverEditor } from "./types/cover/editor";
import { CoverImageEditor } from "./types/cover-image/editor";
import { ImageEditor } from "./types/image/editor";
import { ImageAndTextEditor } from "./types/image-and-text/editor";
import { LogoImageEditor } from "./types/logo-image/editor";
import { DividerEditor } from "./types/divider/editor";
import { HtmlCodeEditor } from "./types/html-code/editor";
import { ParagraphEditor } from "./types/paragraph/editor";
import { PlaceholderEditor } from "./types/placeholder/editor";

/** Erases a type's own content and metaData types: the registry holds editors of every type. */
const entry = <Content, Meta>(editor: BlockEditor<Content, Meta>) => editor as unknown as BlockEditor;

// The inline editor of each block type (client only). One line per type, next to ./registry.ts.
export const BLOCK_EDITORS: Readonly<Record<string, BlockEditor>> = {
  heading: entry(HeadingEditor),
  image: entry(ImageEditor),
  cover: entry(CoverEditor),
  "cover-image": entry(CoverImageEditor),
  "logo-image": entry(LogoImageEditor),
  "image-and-text": entry(ImageAndTextEditor),
  paragraph: entry(ParagraphEditor),
  "html-code": entry(HtmlCodeEditor),
  placeholder: entry(PlaceholderEditor),
  divider: entry(DividerEditor),
};
