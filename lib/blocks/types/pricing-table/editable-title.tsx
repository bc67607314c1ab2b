"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { PRICING_LIMITS } from "./limits";

// A column title edited in place: the header shows the title (the author's, else the translated
// default); a click (or Enter/Space, it is a button) turns it into an input. Typing updates the
// table at once; Enter or leaving the field closes it, Escape restores the title it had.

interface Props {
  /** What the header shows. */
  shown: string;
  /** The stored title ("" means the default). */
  value: string;
  onChange: (title: string) => void;
  align: "left" | "right";
}

export function EditableTitle({ shown, value, onChange, align }: Props) {
  const t = useTranslations("blocks.pricing-table.grid");
  const [editing, setEditing] = useState<{ before: string } | null>(null);
  if (!editing) {
    return (
      <button
        type="button"
        aria-label={t("editTitle", { title: shown })}
        onClick={() => setEditing({ before: value })}
        className={`w-full cursor-text rounded-sm px-1 font-semibold hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-accent-600 ${align === "right" ? "text-right" : "text-left"}`}
      >
        {shown}
      </button>
    );
  }
  // Focus moves into the field the user just asked for.
  return (
    <input
      type="text"
      autoFocus
      aria-label={t("titleInput", { title: shown })}
      placeholder={shown}
      value={value}
      maxLength={PRICING_LIMITS.columnTitle}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setEditing(null)}
      onKeyDown={(event) => {
        if (event.key === "Enter") setEditing(null);
        else if (event.key === "Escape") {
          event.stopPropagation(); // Escape here cancels the title, not the block's selection
          onChange(editing.before);
          setEditing(null);
        }
      }}
      className="w-full min-w-20 rounded-md border border-ink-300 bg-white px-1.5 py-0.5 text-sm font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-accent-600"
    />
  );
}
