import type { ReactNode } from "react";
import { cx } from "@/components/ui";

// The console's tables: one look for every list. Wide tables scroll sideways inside their card on
// narrow screens (820 px), never the page.

export const CELL = "px-3 py-2.5 align-top first:pl-4 last:pr-4";
export const HEAD = "px-3 py-2.5 text-left font-semibold first:pl-4 last:pr-4 whitespace-nowrap";

export interface ConsoleTableProps {
  caption: string;
  columns: ReactNode[];
  children: ReactNode;
  /** The table's smallest width before it scrolls sideways. */
  minWidth?: string;
  className?: string;
}

export function ConsoleTable({ caption, columns, children, minWidth = "48rem", className }: ConsoleTableProps) {
  return (
    // A region with a tab stop, so keyboard users can scroll it sideways when it is wider than the screen.
    <div role="region" aria-label={caption} tabIndex={0} className={cx("overflow-x-auto rounded-xl border border-ink-200 bg-surface shadow-xs", className)}>
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink-200 bg-ink-50/80 text-xs tracking-wide text-ink-600 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={HEAD}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 text-ink-800">{children}</tbody>
      </table>
    </div>
  );
}
