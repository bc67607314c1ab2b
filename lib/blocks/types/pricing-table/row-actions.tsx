"use client";

import { useTranslations } from "next-intl";
import { cx } from "@/components/ui";
import { MoveDownIcon, MoveUpIcon } from "./icons";

// The buttons at the end of every row (move up and down) and the selection checkbox at its start.

const ICON_BUTTON =
  "inline-flex size-7 items-center justify-center rounded-md text-ink-600 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-40 aria-pressed:bg-ink-900 aria-pressed:text-white";

export const iconButtonClass = (extra?: string) => cx(ICON_BUTTON, extra);

export function MoveButtons({ number, first, last, onMove }: { number: number; first: boolean; last: boolean; onMove: (by: -1 | 1) => void }) {
  const t = useTranslations("blocks.pricing-table.grid");
  return (
    <>
      <button type="button" className={ICON_BUTTON} disabled={first} aria-label={t("moveUp", { number })} title={t("moveUp", { number })} onClick={() => onMove(-1)}>
        <MoveUpIcon />
      </button>
      <button type="button" className={ICON_BUTTON} disabled={last} aria-label={t("moveDown", { number })} title={t("moveDown", { number })} onClick={() => onMove(1)}>
        <MoveDownIcon />
      </button>
    </>
  );
}

export function SelectCell({ number, checked, onToggle }: { number: number; checked: boolean; onToggle: (checked: boolean) => void }) {
  const t = useTranslations("blocks.pricing-table.grid");
  return (
    <td className="w-8 px-1 py-1.5 align-top">
      <input
        type="checkbox"
        aria-label={t("selectRow", { number })}
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
        className="mt-1.5 size-4 rounded border-ink-300 accent-accent-600"
      />
    </td>
  );
}
