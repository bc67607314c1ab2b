import type { BlockRenderContext } from "../../definition";

// Alt texts of block images. A file name is never used (it is often "IMG_2041.jpg" and may reveal
// more than the author meant to share): the caption when there is one, else a generic text in the
// reader's language.

/** The generic alt text, translated by the renderer's caller. */
export const genericImageAlt = (context: BlockRenderContext): string => context.labels.imageAlt;

/** The caption if it says something, else the generic alt text. */
export const imageAlt = (caption: string | null | undefined, context: BlockRenderContext) => caption?.trim() || genericImageAlt(context);
