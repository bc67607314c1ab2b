"use client";

import { useCallback, useEffect, useMemo, useReducer, useRef, useSyncExternalStore } from "react";
import { apiFetch, isApiError } from "@/lib/client/api";
import { whenIdle } from "@/lib/blocks/on-demand";
import { sameJson } from "@/lib/json/same-json";
import { SaveQueue } from "@/lib/editor/save-queue";
import { blockSchemas, loadBlockSchemas, readSegments } from "./block-schemas";
import { blocksReducer, initialBlocks, type BlocksAction, type BlocksState } from "./blocks-reducer";
import { classifySaveFailure } from "./classify";
import { moveInLayout, subtreeIds } from "./layout";
import type { BlockPatch, EditorBlock, LayoutEntry, WireSegment } from "./types";

/** A save for a block the editor no longer has: shown as a failure, so it can never pass as saved. */
export class BlockGoneError extends Error {
  constructor(readonly blockId: string) {
    super(`Block ${blockId} is no longer in the editor`);
    this.name = "BlockGoneError";
  }
}

/** Undo or redo asked for while a block is in conflict or a save has failed: say so, do nothing. */
export class HistoryBlockedError extends Error {
  constructor() {
    super("history blocked by unsaved changes");
    this.name = "HistoryBlockedError";
  }
}

const NO_CONFLICTS: EditorBlock[] = [];

/** Inline block changes save after 500 ms (workspace spec §9). */
export const BLOCK_SAVE_DELAY_MS = 500;

/**
 * The wait before saving a block of this type: its definition's own (the moodboard's 2000 ms) or the
 * usual. The definitions load after the first view; an edit made before (in its first second) waits
 * the usual time.
 */
const saveDelay = (segmentType: string | undefined) => (segmentType && blockSchemas()?.blockModule(segmentType)?.definition.saveDelayMs) || BLOCK_SAVE_DELAY_MS;

/** A structural change the server refused: which one, for the spec's message, and the server's reason. */
export interface StructuralFailure {
  operation: "add" | "delete" | "move" | "clone" | "template" | "fixedCreate" | "fixedRemove" | "saveTemplate" | "undo" | "redo";
  error: unknown;
}

interface Options {
  documentId: string;
  segments: WireSegment[];
  /** Team templates may set teamTemplateUserCanEdit per block; other documents must not send it. */
  isTeamTemplate: boolean;
  onFailure: (failure: StructuralFailure) => void;
}

/**
 * The blocks of the open document and every way of changing them. Content edits apply at once and
 * save through the queue (debounced, ordered per block, retried); structural changes (add, move,
 * clone, delete) call the API at once and apply the layout the server answers.
 */
export function useEditorBlocks({ documentId, segments, isTeamTemplate, onFailure }: Options) {
  const [state, dispatch] = useReducer(blocksReducer, segments, initialBlocks);
  // The latest state, updated synchronously with every action: a save that runs right after another
  // answered must read that answer's version before React has rendered it.
  const latest = useRef<BlocksState>(state);
  const apply = useCallback((action: BlocksAction) => {
    latest.current = blocksReducer(latest.current, action);
    dispatch(action);
  }, []);

  const queue = useMemo(() => new SaveQueue({ classify: classifySaveFailure }), []);
  const saving = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const failureRef = useRef(onFailure);
  useEffect(() => {
    failureRef.current = onFailure;
  }, [onFailure]);

  // The blocks came from the page, read through their schemas on the server; once the schemas have
  // loaded here too, a block whose stored shape is older (not read on the server) gets its current one.
  useEffect(
    () =>
      whenIdle(() => {
        void loadBlockSchemas()
          .then(({ readBlock }) => {
            const reread = Object.values(latest.current.byId)
              .map((block) => ({ block, read: readBlock(block) }))
              .filter(({ block, read }) => !sameJson(read.content, block.content) || !sameJson(read.metaData, block.metaData))
              .map(({ block, read }) => ({ id: block.id, content: read.content, metaData: read.metaData }));
            if (reread.length) apply({ type: "reread", blocks: reread });
          })
          .catch(() => undefined); // offline: the views draw the blocks as they are
      }),
    [apply],
  );

  const saveRun = useCallback(
    (id: string) => async (signal: AbortSignal) => {
      const block = latest.current.byId[id];
      // Deleting a block cancels its saves; a block gone otherwise is a failure to show, never "saved".
      if (!block) throw new BlockGoneError(id);
      if (block.conflict) return; // a conflict waits for the user's choice
      const revision = block.revision;
      const body = {
        version: block.version,
        content: block.content,
        metaData: block.metaData,
        imageList: block.imageList,
        miscFileList: block.miscFileList,
        autoSelectOnHover: block.autoSelectOnHover,
        ...(isTeamTemplate ? { teamTemplateUserCanEdit: block.teamTemplateUserCanEdit } : {}),
      };
      try {
        const { segment } = await apiFetch<{ segment: WireSegment }>(block.isFixedBlock ? `/api/fixed-block/${id}` : `/api/segment/${id}`, { body, signal });
        apply({ type: "saved", id, segment, revision });
      } catch (error) {
        if (!(isApiError(error) && error.code === "VERSION_CONFLICT")) throw error;
        // Another tab saved this block first: fetch what it saved. If it is what this save carried
        // (an earlier try of it landed but its answer was lost), it is saved; else the user chooses.
        const { segment } = await apiFetch<{ segment: WireSegment }>(`/api/segment/${id}`, { signal });
        if (sameJson(segment.content, body.content) && sameJson(segment.metaData, body.metaData)) apply({ type: "saved", id, segment, revision });
        else apply({ type: "conflict", id, server: (await readSegments([segment]))[0] });
      }
    },
    [apply, isTeamTemplate],
  );

  const edit = useCallback(
    (id: string, patch: BlockPatch) => {
      apply({ type: "edit", id, patch });
      queue.schedule(id, saveDelay(latest.current.byId[id]?.segmentType), saveRun(id));
    },
    [apply, queue, saveRun],
  );

  // Structural changes run one at a time, in the order they were asked for: each answer's layout
  // then describes the server after every earlier change, never an older state.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const structural = useCallback(
    async <T,>(operation: StructuralFailure["operation"], request: () => Promise<T>): Promise<T | null> => {
      const run = chain.current.then(() => queue.track(request()));
      chain.current = run.catch(() => undefined);
      try {
        return await run;
      } catch (error) {
        failureRef.current({ operation, error });
        return null;
      }
    },
    [queue],
  );

  /** After a refused move, the server's order is the truth: read it again. */
  const resync = useCallback(async () => {
    try {
      const doc = await apiFetch<{ segments: WireSegment[] }>(`/api/document/${documentId}`);
      const known = new Set(Object.keys(latest.current.byId));
      apply({ type: "added", segments: await readSegments(doc.segments.filter((segment) => !known.has(segment.id))) });
      apply({ type: "layout", layout: doc.segments.filter((segment) => !segment.isFixedBlock).map(({ id, parent, parentIndex, order }) => ({ id, parent, parentIndex, order })) });
    } catch {
      // Offline: the next structural answer brings the layout.
    }
  }, [apply, documentId]);

  const applyLayout = useCallback((layout: LayoutEntry[]) => apply({ type: "layout", layout }), [apply]);

  const add = useCallback(
    async (segmentType: string, parent: string | null, index?: number) => {
      const answer = await structural("add", () =>
        apiFetch<{ segment: WireSegment; layout: LayoutEntry[] }>(`/api/document/${documentId}/segment`, { body: { segmentType, parent, index } }),
      );
      if (!answer) return null;
      apply({ type: "added", segments: await readSegments([answer.segment]) });
      applyLayout(answer.layout);
      return answer.segment.id;
    },
    [apply, applyLayout, documentId, structural],
  );

  const insertTemplate = useCallback(
    async (templateId: string, parent: string | null, index?: number) => {
      const answer = await structural("template", () =>
        apiFetch<{ segments: WireSegment[]; layout: LayoutEntry[] }>(`/api/document/${documentId}/segment/from-template`, { body: { templateId, parent, index } }),
      );
      if (!answer) return null;
      apply({ type: "added", segments: await readSegments(answer.segments) });
      applyLayout(answer.layout);
      return answer.segments.find((segment) => segment.parent === parent)?.id ?? answer.segments[0]?.id ?? null;
    },
    [apply, applyLayout, documentId, structural],
  );

  const remove = useCallback(
    async (id: string) => {
      const ids = subtreeIds(Object.values(latest.current.byId), id);
      const block = latest.current.byId[id];
      const answer = await structural(block?.isFixedBlock ? "fixedRemove" : "delete", () =>
        apiFetch<{ layout?: LayoutEntry[] }>(block?.isFixedBlock ? `/api/fixed-block/${id}` : `/api/segment/${id}`, { method: "DELETE" }),
      );
      if (!answer) return false;
      for (const blockId of ids) queue.cancel(blockId);
      apply({ type: "removed", ids });
      if (answer.layout) applyLayout(answer.layout);
      return true;
    },
    [apply, applyLayout, queue, structural],
  );

  const clone = useCallback(
    async (id: string) => {
      // The copy must include what was just typed: send the block's waiting saves first.
      await queue.flush(subtreeIds(Object.values(latest.current.byId), id));
      const answer = await structural("clone", () => apiFetch<{ segments: WireSegment[]; layout: LayoutEntry[] }>(`/api/segment/${id}/clone`, { method: "POST" }));
      if (!answer) return null;
      apply({ type: "added", segments: await readSegments(answer.segments) });
      applyLayout(answer.layout);
      const original = latest.current.byId[id];
      return answer.segments.find((segment) => segment.parent === (original?.parent ?? null))?.id ?? null;
    },
    [apply, applyLayout, queue, structural],
  );

  const move = useCallback(
    async (id: string, parent: string | null, index: number) => {
      const before = Object.values(latest.current.byId).map(({ id: blockId, parent: p, parentIndex, order, isFixedBlock }) => ({ id: blockId, parent: p, parentIndex, order, isFixedBlock }));
      applyLayout(moveInLayout(before, id, parent, index)); // at once, for the drag and drop
      const answer = await structural("move", () => apiFetch<{ layout: LayoutEntry[] }>(`/api/segment/${id}/move`, { body: { parent, index } }));
      if (answer) applyLayout(answer.layout);
      else await resync();
      return answer !== null;
    },
    [applyLayout, resync, structural],
  );

  const createFixed = useCallback(
    async (positionName: string, segmentType: string) => {
      const answer = await structural("fixedCreate", () =>
        apiFetch<{ segment: WireSegment }>(`/api/document/${documentId}/fixed-block`, { body: { positionName, segmentType } }),
      );
      if (!answer) return null;
      apply({ type: "added", segments: await readSegments([answer.segment]) });
      return answer.segment.id;
    },
    [apply, documentId, structural],
  );

  const saveAsTemplate = useCallback(
    async (id: string, title: string) => {
      await queue.flush(subtreeIds(Object.values(latest.current.byId), id));
      return structural("saveTemplate", () => apiFetch<{ template: { id: string; title: string } }>(`/api/segment/${id}/content-template`, { body: { title } }));
    },
    [queue, structural],
  );

  const resolveConflict = useCallback(
    (id: string, choice: "mine" | "theirs") => {
      if (choice === "theirs") {
        apply({ type: "useTheirs", id });
        return;
      }
      apply({ type: "keepMine", id });
      queue.schedule(id, 0, saveRun(id));
    },
    [apply, queue, saveRun],
  );

  /** Undo or redo the owner's latest change: waiting saves go first, then the server's blocks replace the editor's. */
  const historyStep = useCallback(
    async (direction: "undo" | "redo") => {
      await queue.flush();
      const answer = await structural(direction, async () => {
        const step = await apiFetch<{ canUndo: boolean; canRedo: boolean }>(`/api/${direction}`, { body: { documentId } });
        const doc = await apiFetch<{ segments: WireSegment[] } & Record<string, unknown>>(`/api/document/${documentId}`);
        return { step, doc };
      });
      if (!answer) return null;
      for (const id of Object.keys(latest.current.byId)) queue.cancel(id);
      apply({ type: "reset", segments: await readSegments(answer.doc.segments) });
      return answer;
    },
    [apply, documentId, queue, structural],
  );

  const retryFailed = useCallback(() => queue.retryFailed(), [queue]);
  const flush = useCallback(() => queue.flush(), [queue]);

  // The same (empty) list while nothing is in conflict: typing does not hand the screen a new one.
  const conflicts = useMemo(() => {
    const found = Object.values(state.byId).filter((block) => block.conflict !== null);
    return found.length ? found : NO_CONFLICTS;
  }, [state]);

  return {
    blocks: state.byId,
    /** The blocks as of the last action, even before React renders them (for event handlers). */
    getBlocks: useCallback(() => latest.current.byId, []),
    saving,
    conflicts,
    /** Anything unsaved, in flight, failed or in conflict: leaving would lose it. */
    busy: saving.busy || conflicts.length > 0,
    edit,
    add,
    insertTemplate,
    remove,
    clone,
    move,
    createFixed,
    saveAsTemplate,
    resolveConflict,
    historyStep,
    retryFailed,
    flush,
    /** The save queue, for other autosaved fields (the private note...). */
    queue,
  };
}

export type EditorBlocks = ReturnType<typeof useEditorBlocks>;
