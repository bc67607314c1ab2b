import type { BlockPatch, EditorBlock, LayoutEntry, WireSegment } from "./types";

// The editor's block state as a pure reducer, so every transition is unit-tested without a browser.

export interface BlocksState {
  byId: Record<string, EditorBlock>;
}

export type BlocksAction =
  | { type: "edit"; id: string; patch: BlockPatch }
  | { type: "saved"; id: string; segment: WireSegment; revision: number }
  | { type: "conflict"; id: string; server: WireSegment }
  | { type: "keepMine"; id: string }
  | { type: "useTheirs"; id: string }
  | { type: "added"; segments: WireSegment[] }
  | { type: "layout"; layout: LayoutEntry[] }
  | { type: "removed"; ids: string[] }
  /** The server's blocks replace the editor's (after undo or redo). */
  | { type: "reset"; segments: WireSegment[] }
  /** Blocks read again through their schemas (the shape they had was older): not an edit of the user's. */
  | { type: "reread"; blocks: { id: string; content: unknown; metaData: unknown }[] };

export const fromWire = (segment: WireSegment): EditorBlock => ({ ...segment, revision: 0, savedRevision: 0, conflict: null });

export function initialBlocks(segments: WireSegment[]): BlocksState {
  return { byId: Object.fromEntries(segments.map((segment) => [segment.id, fromWire(segment)])) };
}

const WIRE_CONTENT_KEYS = ["content", "metaData", "imageList", "miscFileList", "autoSelectOnHover", "teamTemplateUserCanEdit"] as const;

export function blocksReducer(state: BlocksState, action: BlocksAction): BlocksState {
  switch (action.type) {
    case "edit": {
      const block = state.byId[action.id];
      if (!block) return state;
      return { byId: { ...state.byId, [action.id]: { ...block, ...action.patch, revision: block.revision + 1 } } };
    }
    case "saved": {
      const block = state.byId[action.id];
      if (!block) return state;
      // The server's version is the base of the next save. If the user typed on while the request was
      // on the wire, the local content is newer than the answer: keep it (it is saved next).
      const upToDate = block.revision === action.revision;
      const next: EditorBlock = {
        ...block,
        version: action.segment.version,
        savedRevision: Math.max(block.savedRevision, action.revision),
        ...(upToDate ? pickContent(action.segment) : {}),
      };
      return { byId: { ...state.byId, [action.id]: next } };
    }
    case "conflict": {
      const block = state.byId[action.id];
      if (!block) return state;
      return { byId: { ...state.byId, [action.id]: { ...block, conflict: action.server } } };
    }
    case "keepMine": {
      // Base the local content on the server's latest version; the caller then saves it again.
      const block = state.byId[action.id];
      if (!block?.conflict) return state;
      return { byId: { ...state.byId, [action.id]: { ...block, version: block.conflict.version, conflict: null, revision: block.revision + 1 } } };
    }
    case "useTheirs": {
      const block = state.byId[action.id];
      if (!block?.conflict) return state;
      const server = block.conflict;
      return {
        byId: { ...state.byId, [action.id]: { ...block, ...pickContent(server), version: server.version, conflict: null, savedRevision: block.revision } },
      };
    }
    case "added": {
      const byId = { ...state.byId };
      for (const segment of action.segments) byId[segment.id] = fromWire(segment);
      return { byId };
    }
    case "layout": {
      // The server's answer after a structural change: every flow block's place. Flow blocks it does
      // not list no longer exist (deleted with their parent); fixed blocks are not in layouts.
      const places = new Map(action.layout.map((entry) => [entry.id, entry]));
      const byId: Record<string, EditorBlock> = {};
      for (const [id, block] of Object.entries(state.byId)) {
        if (block.isFixedBlock) byId[id] = block;
        else {
          const place = places.get(id);
          if (!place) continue;
          byId[id] =
            place.parent === block.parent && place.order === block.order && place.parentIndex === block.parentIndex
              ? block
              : { ...block, parent: place.parent, order: place.order, parentIndex: place.parentIndex };
        }
      }
      return { byId };
    }
    case "reset":
      return initialBlocks(action.segments);
    case "reread": {
      // Only blocks nobody has touched since they arrived: an edit or a conflict is the newer truth.
      const byId = { ...state.byId };
      for (const { id, content, metaData } of action.blocks) {
        const block = byId[id];
        if (block && block.revision === 0 && block.conflict === null) byId[id] = { ...block, content, metaData };
      }
      return { byId };
    }
    case "removed": {
      const byId = { ...state.byId };
      for (const id of action.ids) delete byId[id];
      return { byId };
    }
  }
}

function pickContent(segment: WireSegment): Partial<WireSegment> {
  return Object.fromEntries(WIRE_CONTENT_KEYS.map((key) => [key, segment[key]]));
}

/** Does a block have edits the server has not confirmed? */
export const isUnsaved = (block: EditorBlock) => block.revision !== block.savedRevision || block.conflict !== null;

/** The flow blocks as rows for the tree helpers (lib/blocks/tree.ts). */
export const blockList = (state: BlocksState) => Object.values(state.byId);
