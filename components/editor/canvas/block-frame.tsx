"use client";

import { useTranslations } from "next-intl";
import { memo, Suspense, useEffect, useMemo, useRef, type KeyboardEvent } from "react";
import { cx } from "@/components/ui";
import { CopyIcon, TrashIcon } from "@/components/documents/icons";
import { BLOCK_EDITORS, preloadBlockEditorWhenIdle } from "@/lib/blocks/editor-registry";
import { BlockViewContent } from "@/lib/blocks/view-content";
import { BLOCK_VIEWS } from "@/lib/blocks/view-registry";
import { ArrowDownIcon, ArrowUpIcon, BookmarkIcon, IndentIcon, LockSmallIcon, OutdentIcon } from "../icons";
import { useBlockSchemas } from "../state/block-schemas";
import type { EditorBlock } from "../state/types";
import { useCanvas, type BlockMove } from "./canvas-context";
import { ConflictNotice } from "./conflict-notice";
import { FrameButton } from "./frame-button";
import { InsertPoint } from "./insert-point";

/** How long the pointer rests on an autoSelectOnHover block before it is selected. */
const HOVER_SELECT_MS = 400;

interface BlockFrameProps {
  block: EditorBlock;
  depth: number;
  selected: boolean;
  /** Where "add a block here" below this block inserts: its first child when it has children, else its next sibling. */
  insertParent: string | null;
  insertIndex: number;
}

/**
 * One block on the page: its renderer, or its editor while selected, with the block's actions.
 * Memoized on the block row: typing in one block re-renders that block only.
 *
 * Each frame is its own Suspense boundary, so a long document does not hydrate in one piece: React
 * makes the editor interactive first and hydrates the frames afterwards in small slices, a frame
 * the user clicks or tabs into at once (selective hydration). Nothing inside suspends.
 */
export const BlockFrame = memo(function BlockFrame(props: BlockFrameProps) {
  return (
    <Suspense fallback={null}>
      <FrameBody {...props} />
    </Suspense>
  );
});

function FrameBody({ block, depth, selected, insertParent, insertIndex }: BlockFrameProps) {
  const t = useTranslations("editor");
  const tb = useTranslations("blocks");
  const shared = useCanvas();
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const Editor = BLOCK_EDITORS[block.segmentType];
  const editable = !shared.readOnly && shared.canEdit(block);
  const typeName = BLOCK_VIEWS[block.segmentType] ? tb(`${block.segmentType}.name` as "heading.name") : block.segmentType;
  const editing = selected && editable && Editor !== undefined;
  // The editor gets the block read through its type's schema; the schemas load with the first editor.
  const schemas = useBlockSchemas(editing);
  const read = useMemo(() => (editing && schemas ? schemas.readBlock(block) : null), [editing, schemas, block]);
  // The editors of the types on the page load while the browser is idle; the first selection of a
  // type whose editor has not arrived yet shows the block as it is meanwhile.
  useEffect(() => {
    if (editable) preloadBlockEditorWhenIdle(block.segmentType);
  }, [editable, block.segmentType]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return; // keys typed inside the block's editor are its own
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      shared.select(block.id);
    } else if (event.key === "Escape") shared.select(null);
  };

  const moves: { direction: BlockMove; label: string; icon: React.ReactNode }[] = [
    { direction: "up", label: t("block.moveUp"), icon: <ArrowUpIcon /> },
    { direction: "down", label: t("block.moveDown"), icon: <ArrowDownIcon /> },
    { direction: "outdent", label: t("block.outdent"), icon: <OutdentIcon /> },
    { direction: "indent", label: t("block.indent"), icon: <IndentIcon /> },
  ];

  return (
    <div style={{ marginLeft: `${(depth - 1) * 1.5}rem` }} className={cx(depth > 1 && "border-l-2 border-ink-100 pl-3")}>
      <div
        data-block-id={block.id}
        data-block-type={block.segmentType}
        role="group"
        aria-label={t("block.label", { type: typeName })}
        aria-current={selected ? "true" : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocusCapture={() => !selected && shared.select(block.id)}
        onPointerDown={() => !selected && shared.select(block.id)}
        onPointerEnter={() => {
          if (editable) void Editor?.preload().catch(() => undefined);
          if (block.autoSelectOnHover && !selected) hoverTimer.current = setTimeout(() => shared.select(block.id), HOVER_SELECT_MS);
        }}
        onPointerLeave={() => hoverTimer.current && clearTimeout(hoverTimer.current)}
        className={cx(
          "group/block relative rounded-lg px-3 py-2 outline-none transition-shadow",
          selected ? "ring-2 ring-accent-500" : "hover:ring-1 hover:ring-ink-200 focus-visible:ring-2 focus-visible:ring-accent-600",
        )}
      >
        {selected && !shared.readOnly && (
          <div className="page-chrome mb-2 flex flex-wrap items-center justify-between gap-2">
            <span className="inline-flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-ink-500">
              {typeName}
              {!editable && (
                <span className="inline-flex items-center gap-1 normal-case text-ink-500">
                  <LockSmallIcon className="size-3.5" />
                  {t("block.locked")}
                </span>
              )}
            </span>
            <div role="toolbar" aria-label={t("block.actions", { type: typeName })} className="flex items-center gap-0.5">
              {moves.map((move) => (
                <FrameButton key={move.direction} label={move.label} disabled={!editable || !shared.canMove(block.id, move.direction)} onClick={() => shared.move(block.id, move.direction)}>
                  {move.icon}
                </FrameButton>
              ))}
              {/* The cover is one per page: it is neither copied nor saved as a block of its own. */}
              {shared.canAdd && !block.isFixedBlock && (
                <FrameButton label={t("block.clone")} onClick={() => shared.clone(block.id)}>
                  <CopyIcon />
                </FrameButton>
              )}
              {!block.isFixedBlock && (
                <FrameButton label={t("block.saveAsTemplate")} onClick={() => shared.requestSaveTemplate(block.id)}>
                  <BookmarkIcon />
                </FrameButton>
              )}
              {shared.canDelete && (
                <FrameButton label={t("block.delete")} tone="danger" onClick={() => shared.requestDelete(block.id)}>
                  <TrashIcon />
                </FrameButton>
              )}
            </div>
          </div>
        )}

        {block.conflict && <ConflictNotice onChoose={(choice) => shared.resolveConflict(block.id, choice)} />}

        {editing && read ? (
          <Editor
            block={read}
            context={shared.editorContext}
            readOnly={false}
            onChange={(patch) => shared.edit(block.id, patch)}
            fallback={<BlockViewContent row={block} context={shared.render} />}
          />
        ) : (
          // Off screen, the browser skips the block's layout and paint (its last size is kept), so a
          // long document costs little to lay out when one block's height changes as it is typed in.
          <div className="[content-visibility:auto] [contain-intrinsic-size:auto_4rem]">
            <BlockViewContent row={block} context={shared.render} />
          </div>
        )}

        {selected && shared.isTeamTemplate && !shared.readOnly && (
          <label className="mt-2 inline-flex items-center gap-2 text-xs text-ink-600">
            <input
              type="checkbox"
              checked={block.teamTemplateUserCanEdit}
              onChange={(event) => shared.edit(block.id, { teamTemplateUserCanEdit: event.target.checked })}
              className="size-4 rounded border-ink-300 accent-accent-600"
            />
            {t("block.membersCanEdit")}
          </label>
        )}
      </div>
      {shared.canAdd && !shared.readOnly && <InsertPoint target={{ parent: insertParent, index: insertIndex }} where={t("insertAfter", { type: typeName })} />}
    </div>
  );
}
