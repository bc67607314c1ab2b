"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { Wordmark } from "@/components/layout/wordmark";
import { CloseIcon, cx } from "@/components/ui";
import type { ShellMembership } from "@/lib/shell/workspaces";
import { isCompactShellPath } from "./compact-shell";
import { MenuIcon, NAV_ICONS } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";
import type { VisibleNavItem } from "./nav-items";
import { NewWorkspaceButton } from "./new-workspace-button";
import { WorkspaceSwitcher } from "./workspace-switcher";

export interface SidebarProps {
  items: VisibleNavItem[];
  workspaces: ShellMembership[];
  currentTeamId: string | null;
  user: { firstname: string; lastname: string; email: string };
}

// Width 768 px or less is a mobile screen (workspace spec §9). A CSS rule, so it holds without JavaScript.
const HIDE_ON_MOBILE = "[@media(max-width:768px)]:hidden";

const initials = (user: SidebarProps["user"]) => `${user.firstname[0] ?? ""}${user.lastname[0] ?? ""}`.toUpperCase();

/**
 * Makes everything outside `keep` inert (not focusable, not clickable, hidden from assistive
 * technology): the siblings of each element on the way from `keep[0]` up to <body>. Answers the undo.
 */
function inertOutside(keep: Element[]): () => void {
  const changed: HTMLElement[] = [];
  for (let node: Element | null = keep[0] ?? null; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || keep.includes(sibling) || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => changed.forEach((element) => (element.inert = false));
}

/**
 * Wide screens (1024 px and up): a fixed sidebar, or on pages that need the width (the editor) a
 * rail of icons whose menu button opens the whole sidebar over the page. Tablets and phones: a top
 * bar whose menu button opens the same sidebar as a drawer (Escape, the backdrop or following a
 * link closes it).
 */
export function Sidebar({ items, workspaces, currentTeamId, user }: SidebarProps) {
  const t = useTranslations("shell");
  const compact = isCompactShellPath(usePathname());
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const workspaceHeadingId = useId();
  /** The menu button that opened the drawer (the top bar's or the rail's): closing hands focus back to it. */
  const opener = useRef<HTMLButtonElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  /** Whether closing hands focus back to the menu button (not when a link was followed or the window grew). */
  const refocusMenu = useRef(false);

  function openFrom(button: HTMLButtonElement) {
    opener.current = button;
    setOpen(true);
  }

  function close(refocus: boolean) {
    refocusMenu.current = refocus;
    setOpen(false);
  }

  // While the drawer is open it behaves as a modal: the rest of the page is inert, focus moves in
  // and stays in, Escape closes it, the page behind does not scroll, and growing the window to the
  // wide layout closes it (unless the wide layout is the rail, which opens it there too).
  useEffect(() => {
    if (!open || !panel.current) return;
    const menu = opener.current;
    const restoreInert = inertOutside([panel.current, ...(backdrop.current ? [backdrop.current] : [])]);
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
      if (event.key !== "Tab" || !panel.current) return;
      const focusable = [...panel.current.querySelectorAll<HTMLElement>("a[href], button:not(:disabled), select:not(:disabled)")].filter(
        (element) => element.offsetParent !== null,
      );
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    const wide = window.matchMedia("(min-width: 64rem)");
    const onWide = (event: MediaQueryListEvent) => event.matches && !compact && close(false);
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      restoreInert();
      document.documentElement.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
      // Only now is the menu button focusable again.
      if (refocusMenu.current) menu?.focus();
      refocusMenu.current = false;
    };
  }, [open, compact]);

  // Following any link inside the drawer closes it: the next page should not open behind it.
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as HTMLElement).closest("a")) close(false);
  }

  const section = (name: VisibleNavItem["section"]) => items.filter((item) => item.section === name);
  const renderItems = (list: VisibleNavItem[], rail = false) =>
    list.map((item) => {
      const Icon = NAV_ICONS[item.icon];
      return (
        <li key={item.key} className={cx(item.hideOnMobile && HIDE_ON_MOBILE)}>
          <NavLink href={item.href} icon={<Icon />} badge={item.badge ? t(item.badge) : undefined} compact={rail}>
            {t(`nav.${item.key}`)}
          </NavLink>
        </li>
      );
    });
  const adminLinks = section("workspace");

  return (
    <>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b border-ink-200 bg-surface/90 px-4 backdrop-blur-md sm:px-6 lg:hidden">
        <Link href="/documents" className="rounded-lg">
          <Wordmark />
        </Link>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={(event) => openFrom(event.currentTarget)}
          className="-mr-2 flex size-10 items-center justify-center rounded-lg text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900"
        >
          <MenuIcon className="size-6" />
          <span className="sr-only">{t("openMenu")}</span>
        </button>
      </header>

      {compact && (
        <div className="sticky top-0 hidden h-dvh w-14 flex-col items-center gap-2 border-r border-ink-200 bg-canvas py-3 lg:flex [@media(max-height:40rem)]:overflow-y-auto">
          <Link href="/documents" className="rounded-lg">
            <Wordmark className="[&>span:last-child]:sr-only" />
          </Link>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            title={t("openMenu")}
            onClick={(event) => openFrom(event.currentTarget)}
            className="flex size-10 items-center justify-center rounded-lg text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900"
          >
            <MenuIcon />
            <span className="sr-only">{t("openMenu")}</span>
          </button>
          <nav aria-label={t("navigation")} className="flex w-full flex-1 flex-col items-center gap-2 border-t border-ink-200 pt-2">
            <ul className="flex flex-col gap-1">{renderItems(section("main"), true)}</ul>
            {adminLinks.length > 0 && <ul className="flex flex-col gap-1 border-t border-ink-200 pt-2">{renderItems(adminLinks, true)}</ul>}
            <ul className="mt-auto flex flex-col gap-1">{renderItems(section("account"), true)}</ul>
          </nav>
        </div>
      )}

      {open && (
        <div ref={backdrop} aria-hidden="true" onClick={() => close(true)} className={cx("fixed inset-0 z-40 animate-fade-in bg-ink-950/40 backdrop-blur-[2px]", !compact && "lg:hidden")} />
      )}

      <div
        id={panelId}
        ref={panel}
        role={open ? "dialog" : undefined}
        aria-modal={open || undefined}
        aria-label={open ? t("navigation") : undefined}
        onClick={closeOnLink}
        className={cx(
          "fixed inset-y-0 left-0 z-50 flex w-[18rem] max-w-[calc(100vw-3rem)] flex-col gap-5 overflow-y-auto border-r border-ink-200 bg-canvas px-4 pt-5 pb-4 shadow-xl",
          "transition-[translate,visibility] duration-200 ease-out-soft",
          !compact && "lg:sticky lg:top-0 lg:z-auto lg:h-dvh lg:w-[17rem] lg:max-w-none lg:translate-x-0 lg:bg-canvas lg:shadow-none",
          !open && (compact ? "invisible -translate-x-full" : "max-lg:invisible max-lg:-translate-x-full"),
        )}
      >
        <div className="flex items-center justify-between gap-2 px-1">
          <Link href="/documents" className="rounded-lg">
            <Wordmark />
          </Link>
          <button
            ref={closeButton}
            type="button"
            onClick={() => close(true)}
            className={cx("-mr-1 flex size-9 items-center justify-center rounded-lg text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900", !compact && "lg:hidden")}
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">{t("closeMenu")}</span>
          </button>
        </div>

        <div className="flex flex-col gap-1">
          <WorkspaceSwitcher workspaces={workspaces} currentTeamId={currentTeamId} />
          <NewWorkspaceButton />
        </div>

        <nav aria-label={t("navigation")} className="flex flex-1 flex-col gap-6">
          <ul className="flex flex-col gap-0.5">{renderItems(section("main"))}</ul>
          {adminLinks.length > 0 && (
            <div>
              <p id={workspaceHeadingId} className="mb-1.5 px-3 text-[0.6875rem] font-semibold tracking-wide text-ink-500 uppercase">
                {t("workspaceSection")}
              </p>
              <ul aria-labelledby={workspaceHeadingId} className="flex flex-col gap-0.5">
                {renderItems(adminLinks)}
              </ul>
            </div>
          )}
          <ul className="mt-auto flex flex-col gap-0.5">{renderItems(section("account"))}</ul>
        </nav>

        <div className="flex flex-col gap-3 border-t border-ink-200 pt-4">
          <LanguageSwitch />
          <div className="flex items-center gap-3 px-1">
            <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-ink-800 text-xs font-semibold text-white">
              {initials(user)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink-900">
                {user.firstname} {user.lastname}
              </p>
              <p className="truncate text-xs text-ink-500">{user.email}</p>
            </div>
          </div>
          <LogoutButton className="w-full justify-start" />
        </div>
      </div>
    </>
  );
}
