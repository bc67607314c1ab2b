"use client";

import { useId, type ReactNode } from "react";
import { cx } from "@/components/ui";
import { ChevronDownIcon } from "@/components/ui/icons";

export interface LearningCenterArticleProps {
  title: string;
  body: string;
  expanded: boolean;
  onToggle: () => void;
  /** More than text (the shortcuts article shows the list of shortcuts). */
  extra?: ReactNode;
}

/** One how-to article as a disclosure: the title is the button, the text opens below it. */
export function LearningCenterArticle({ title, body, expanded, onToggle, extra }: LearningCenterArticleProps) {
  const panelId = useId();
  return (
    <li className="border-b border-ink-100 last:border-b-0">
      <h4>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-3 rounded-md px-2 py-2.5 text-left text-sm font-medium text-ink-900 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
        >
          {title}
          <ChevronDownIcon className={cx("size-4 shrink-0 text-ink-500 transition-transform", expanded && "rotate-180")} />
        </button>
      </h4>
      <div id={panelId} hidden={!expanded} className="px-2 pb-3 text-sm leading-6 text-ink-700">
        <p className="whitespace-pre-line">{body}</p>
        {extra && <div className="mt-3">{extra}</div>}
      </div>
    </li>
  );
}
