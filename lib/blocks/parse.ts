import { blockModule } from "./registry";
import type { BlockData } from "./definition";

// Stored content may predate a schema change or come from an import: renderers and the editor read
// it through the type's schema, so they always see the current shape with defaults filled in.

export interface StoredBlock {
  id: string;
  segmentType: string;
  content: unknown;
  metaData: unknown;
  imageList: string[];
  miscFileList: string[];
  positionName: string | null;
}

/** The block with content and metaData parsed by its type's schema; unknown types pass through as stored. */
export function readBlock(stored: StoredBlock): BlockData {
  const blockEntry = blockModule(stored.segmentType);
  if (!blockEntry) return { ...stored };
  const defaults = blockEntry.definition.defaults();
  const content = blockEntry.definition.content.safeParse(stored.content);
  const metaData = blockEntry.definition.metaData.safeParse(stored.metaData);
  return {
    ...stored,
    content: content.success ? content.data : defaults.content,
    metaData: metaData.success ? metaData.data : defaults.metaData,
  };
}
