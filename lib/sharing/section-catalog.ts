import { readBlock } from "@/lib/blocks/parse";
import { previewText } from "@/lib/content-templates/preview";
import type { FrozenBlock, FrozenSnapshot } from "./frozen";
import { topLevelBlocks } from "./section-ids";

// The sections of a share as its owner recognises them: each top-level block with its type (the
// owner's screen translates the type's name) and its own title or first words, if it has any.

export const SECTION_TITLE_LENGTH = 60;

export interface ShareSection {
  id: string;
  type: string;
  /** The block's title (a cover's, a menu's), else the start of its text; "" for a block without text. */
  title: string;
}

function sectionTitle(block: FrozenBlock): string {
  const { content, metaData } = readBlock(block);
  const titled = [content, metaData].find((value): value is { title: string } => {
    const title = (value as { title?: unknown } | null)?.title;
    return typeof title === "string" && title.trim() !== "";
  });
  return previewText(titled ? titled.title : content, SECTION_TITLE_LENGTH);
}

export function shareSections(frozen: FrozenSnapshot | null | undefined): ShareSection[] {
  return topLevelBlocks(frozen).map((block) => ({ id: block.id, type: block.segmentType, title: sectionTitle(block) }));
}
