"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { isCompactShellPath } from "./compact-shell";

export interface ShellMainProps {
  /** The notification bell: its own row above the page, or in the page's top right corner where room counts. */
  bell: ReactNode;
  /** Connection and activation notices, above the page. */
  notices: ReactNode;
  children: ReactNode;
}

/**
 * The page area. Most pages get a centred column with margins; pages that need the whole width
 * (compact-shell.ts) get all of it, and lay out their own margins.
 */
export function ShellMain({ bell, notices, children }: ShellMainProps) {
  if (!isCompactShellPath(usePathname())) {
    return (
      <>
        {bell}
        {notices}
        <main id="content" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none sm:px-8 lg:py-10">
          {children}
        </main>
      </>
    );
  }
  return (
    <>
      {notices}
      <main id="content" tabIndex={-1} className="relative w-full flex-1 outline-none">
        {/* Wide screens: the bell sits in the page's first row (the page keeps its right end free); smaller ones keep it in the top bar. */}
        <div className="lg:absolute lg:top-3 lg:right-6 lg:z-10 lg:[&>div]:p-0">{bell}</div>
        {children}
      </main>
    </>
  );
}
