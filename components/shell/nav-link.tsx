"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { cx } from "@/components/ui";

/** The current page, or a page below it (/team/x/member/... keeps "Team" marked). */
export function isActivePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}

export interface NavLinkProps {
  href: string;
  children: ReactNode;
  icon?: ReactNode;
  /** A small tag after the label, e.g. "Soon". */
  badge?: ReactNode;
  onNavigate?: () => void;
  /** An icon alone (the sidebar's rail): the label shows as a tooltip on hover and focus, and names the link. */
  compact?: boolean;
}

// The rail's label: always the link's accessible name, shown beside the icon on hover and on keyboard focus.
const TOOLTIP =
  "pointer-events-none absolute top-1/2 left-full z-50 ml-3 -translate-y-1/2 rounded-md bg-ink-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-md transition-opacity duration-150 group-hover:opacity-100 group-focus-visible:opacity-100";

export function NavLink({ href, children, icon, badge, onNavigate, compact = false }: NavLinkProps) {
  const active = isActivePath(usePathname(), href);
  return (
    <Link
      href={href}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cx(
        "group relative flex items-center rounded-lg text-sm font-medium transition-colors duration-150",
        compact ? "size-10 justify-center" : "min-h-10 gap-3 px-3 py-2",
        active
          ? "bg-accent-50 text-accent-800 ring-1 ring-accent-100 ring-inset"
          : "text-ink-600 hover:bg-ink-100/70 hover:text-ink-900",
      )}
    >
      {active && !compact && <span aria-hidden="true" className="absolute inset-y-2 -left-3 w-1 rounded-r-full bg-accent-600" />}
      {icon && (
        <span aria-hidden="true" className={cx("shrink-0 transition-colors", active ? "text-accent-600" : "text-ink-400 group-hover:text-ink-600")}>
          {icon}
        </span>
      )}
      <span className={compact ? TOOLTIP : "min-w-0 flex-1 truncate"}>{children}</span>
      {badge && !compact && (
        <span className="rounded-full bg-ink-100 px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-ink-600 uppercase ring-1 ring-ink-200 ring-inset">
          {badge}
        </span>
      )}
    </Link>
  );
}
