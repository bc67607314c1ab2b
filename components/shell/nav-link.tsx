"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { cx } from "@/components/ui";

export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const active = usePathname()?.startsWith(href);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cx(
        "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
        active ? "bg-accent-50 text-accent-800" : "text-ink-600 hover:bg-ink-50 hover:text-ink-900",
      )}
    >
      {children}
    </Link>
  );
}
