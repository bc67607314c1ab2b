"use client";

import { createContext, useContext } from "react";
import type { BlockEditorProps, BlockRenderContext } from "@/lib/blocks/definition";
import type { BlockPatch, EditorBlock } from "../state/types";

export type BlockMove = "up" | "down" | "indent" | "outdent";

/** What every block frame shares: stable across keystrokes, so memoized frames skip re-rendering. */
export interface CanvasShared {
  render: BlockRenderContext;
  editorContext: BlockEditorProps["context"];
  /** Editing off entirely (read-only document, blocked screen or plan, presentation). */
  readOnly: boolean;
  isTeamTemplate: boolean;
  canAdd: boolean;
  canDelete: boolean;
  canEdit: (block: EditorBlock) => boolean;
  select: (id: string | null) => void;
  edit: (id: string, patch: BlockPatch) => void;
  /** Afterwards focus goes into the moved block: its first field, or its frame (a move made from the frame). */
  move: (id: string, direction: BlockMove, focus?: "field" | "frame") => void;
  canMove: (id: string, direction: BlockMove) => boolean;
  clone: (id: string) => void;
  requestDelete: (id: string) => void;
  requestSaveTemplate: (id: string) => void;
  /** Opens the block picker for a place: under `parent` at `index` (no index: at the end). */
  requestInsert: (target: { parent: string | null; index?: number }) => void;
  resolveConflict: (id: string, choice: "mine" | "theirs") => void;
}

export const CanvasContext = createContext<CanvasShared | null>(null);

export function useCanvas(): CanvasShared {
  const shared = useContext(CanvasContext);
  if (!shared) throw new Error("useCanvas outside the editor canvas");
  return shared;
}
