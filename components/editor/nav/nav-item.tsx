"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslations } from "next-intl";
import { memo } from "react";
import { cx } from "@/components/ui";
import { GripIcon } from "../icons";

interface NavItemProps {
  id: string;
  depth: number;
  text: string;
  number: string | null;
  selected: boolean;
  draggable: boolean;
  onSelect: (id: string) => void;
}

/** One row of the navigation tree: a drag handle and a button that selects the block. */
export const NavItem = memo(function NavItem({ id, depth, text, number, selected, draggable, onSelect }: NavItemProps) {
  const t = useTranslations("editor.nav");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !draggable });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, paddingLeft: `${(depth - 1) * 0.875}rem` }}
      className={cx("flex items-center gap-1", isDragging && "relative z-10 opacity-80")}
    >
      {draggable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t("dragHandle", { block: text })}
          className="inline-flex size-6 shrink-0 cursor-grab items-center justify-center rounded text-ink-500 outline-none hover:bg-ink-100 hover:text-ink-700 focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-accent-600 active:cursor-grabbing"
        >
          <GripIcon className="size-3.5" />
        </button>
      )}
      <button
        type="button"
        onClick={() => onSelect(id)}
        aria-current={selected ? "true" : undefined}
        className={cx(
          "min-w-0 flex-1 truncate rounded-md px-2 py-1 text-left text-sm outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-accent-600",
          selected ? "bg-accent-50 font-medium text-accent-800" : "text-ink-700 hover:bg-ink-100",
        )}
      >
        {number && <span className="mr-1.5 tabular-nums text-ink-500">{number}</span>}
        {text}
      </button>
    </li>
  );
});
