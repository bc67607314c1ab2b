"use client";

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useTranslations } from "next-intl";
import { useId, useMemo } from "react";
import { buildBlockTree, flattenTree } from "@/lib/blocks/tree";
import { useBlockNames } from "@/lib/blocks/use-block-names";
import { dropTarget, type MoveTarget } from "../state/tree-moves";
import type { EditorBlock } from "../state/types";
import { blockExcerpt } from "./block-excerpt";
import { NavItem } from "./nav-item";

interface NavTreeProps {
  blocks: Record<string, EditorBlock>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** null when reordering is not allowed (read-only). */
  onMove: ((id: string, target: MoveTarget) => void) | null;
  numbering: ReadonlyMap<string, string>;
}

/**
 * The navigation tree (alt+n): every block in reading order, indented by depth. Drag a row by its
 * handle, or focus the handle and use Space, the arrow keys and Space again (dnd-kit's keyboard
 * sensor), to put a block elsewhere; it lands as a sibling of the row it is dropped on.
 */
export function NavTree({ blocks, selectedId, onSelect, onMove, numbering }: NavTreeProps) {
  const t = useTranslations("editor.nav");
  const names = useBlockNames();
  const all = useMemo(() => Object.values(blocks), [blocks]);
  const flat = useMemo(() => flattenTree(buildBlockTree(all).roots), [all]);
  const ids = useMemo(() => flat.map((node) => node.id), [flat]);
  const dndId = useId(); // stable ids for dnd-kit's aria attributes, so server and client HTML match
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const label = (id: string | number) => {
    const block = blocks[String(id)];
    if (!block) return "";
    return labelOf(block);
  };
  const labelOf = (block: EditorBlock) => {
    const text = blockExcerpt(block.content);
    const name = names.name(block.segmentType);
    return text ? `${name}: ${text}` : name;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("dnd.start", { block: label(active.id) }),
    onDragOver: ({ active, over }) => (over ? t("dnd.over", { block: label(active.id), target: label(over.id) }) : t("dnd.outside", { block: label(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t("dnd.end", { block: label(active.id), target: label(over.id) }) : t("dnd.cancel", { block: label(active.id) })),
    onDragCancel: ({ active }) => t("dnd.cancel", { block: label(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!onMove || !over) return;
    const target = dropTarget(all, ids, String(active.id), String(over.id));
    if (target) onMove(String(active.id), target);
  };

  if (!flat.length) return <p className="px-3 py-4 text-sm text-ink-500">{t("empty")}</p>;

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("dnd.instructions") } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={t("label")} className="flex flex-col gap-0.5 p-2">
          {flat.map((node) => (
            <NavItem
              key={node.id}
              id={node.id}
              depth={node.depth}
              text={labelOf(blocks[node.id])}
              number={numbering.get(node.id) ?? null}
              selected={selectedId === node.id}
              draggable={onMove !== null}
              onSelect={onSelect}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
