// The editor's view of a document and its blocks, as the API answers them (lib/documents/view.ts).

export interface WireSegment {
  id: string;
  segmentType: string;
  parent: string | null;
  parentIndex: number;
  order: number;
  content: unknown;
  metaData: unknown;
  imageList: string[];
  miscFileList: string[];
  positionName: string | null;
  isFixedBlock: boolean;
  teamTemplateUserCanEdit: boolean;
  autoSelectOnHover: boolean;
  version: number;
}

export interface LayoutEntry {
  id: string;
  parent: string | null;
  parentIndex: number;
  order: number;
}

/** A block in the editor: the server's row plus what the editor knows about unsaved edits. */
export interface EditorBlock extends WireSegment {
  /** Bumped by every local edit. */
  revision: number;
  /** The revision the server has confirmed (equal to `revision` when nothing is unsaved). */
  savedRevision: number;
  /** The server's row when a save was refused as stale (409): the user chooses which to keep. */
  conflict: WireSegment | null;
}

export type BlockPatch = Partial<Pick<WireSegment, "content" | "metaData" | "imageList" | "miscFileList" | "autoSelectOnHover" | "teamTemplateUserCanEdit">>;
