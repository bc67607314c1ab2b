"use client";

import { useTranslations } from "next-intl";
import { PlusIcon } from "@/components/ui/icons";
import { useCanvas } from "./canvas-context";

/**
 * The thin "add a block here" line between blocks: visible on hover and on keyboard focus. `where`
 * (", after the Cards block") is read to screen readers after the visible text, so the button's
 * name starts with what sighted users see (speech control users say what they see).
 */
export function InsertPoint({ target, where }: { target: { parent: string | null; index: number }; where?: string }) {
  const t = useTranslations("editor");
  const { requestInsert } = useCanvas();
  return (
    <div className="page-chrome group/insert relative flex h-4 items-center justify-center">
      <span aria-hidden="true" className="absolute inset-x-3 top-1/2 h-px bg-accent-300 opacity-0 transition-opacity group-hover/insert:opacity-100 group-focus-within/insert:opacity-100" />
      <button
        type="button"
        onClick={() => requestInsert(target)}
        className="relative z-10 inline-flex items-center gap-1 rounded-full border border-accent-300 bg-white px-2 py-0.5 text-xs font-medium text-accent-700 opacity-0 shadow-sm outline-none transition-opacity group-hover/insert:opacity-100 focus-visible:opacity-100 focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <PlusIcon className="size-3.5" />
        {t("insertHere")}
        {where && <span className="sr-only">{where}</span>}
      </button>
    </div>
  );
}
