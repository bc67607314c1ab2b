"use client";

import Link from "next/link";
import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { buttonClasses, cx } from "@/components/ui";
import { MoreIcon } from "./icons";

export interface MenuAction {
  key: string;
  label: string;
  icon: ReactNode;
  /** A link (Open) instead of a command. */
  href?: string;
  /** With `href`: a plain download link (the file comes from a route handler, not a page). */
  download?: boolean;
  onSelect?: () => void;
  tone?: "danger";
  /** Drawn after a separator. */
  separated?: boolean;
}

// Room the menu needs below its button before it opens upwards instead.
const MENU_HEIGHT_GUESS = 320;
// The menu's width (w-60) and the margin it keeps from the window's edge.
const MENU_WIDTH = 240;
const EDGE = 8;

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item,
 * ArrowUp on the last; arrows, Home and End move, Escape closes and returns to the button, Tab
 * leaves. Choosing a command hands focus back to the button first, so a dialog it opens returns
 * focus there when it closes. Enter or Space follows a link item.
 *
 * `trigger="icon"` (rows) draws a "⋯" button named by `label`; `trigger="button"` a secondary button
 * showing `label` as its text. The menu opens below (or above, near the window's bottom) and lines up
 * with the button's right edge, or its left edge when there is no room on the left.
 */
export function ActionsMenu({
  label,
  actions,
  className,
  trigger = "icon",
  size = "sm",
}: {
  label: string;
  actions: MenuAction[];
  className?: string;
  trigger?: "icon" | "button";
  /** The size of a `trigger="button"`. */
  size?: "sm" | "md";
}) {
  const [open, setOpen] = useState(false);
  const [upwards, setUpwards] = useState(false);
  const [alignStart, setAlignStart] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<"first" | "last">("first");

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  function show(focus: "first" | "last") {
    const box = buttonRef.current?.getBoundingClientRect();
    setUpwards(Boolean(box && window.innerHeight - box.bottom < MENU_HEIGHT_GUESS && box.top > MENU_HEIGHT_GUESS));
    setAlignStart(Boolean(box && box.right - MENU_WIDTH < EDGE && box.left + MENU_WIDTH <= window.innerWidth - EDGE));
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }

  // Focus moves into the menu once it is drawn; a click or focus outside closes it.
  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === "first" ? list[0] : list[list.length - 1])?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      show(event.key === "ArrowDown" ? "first" : "last");
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") setOpen(false);
    else if (event.key === " " && document.activeElement instanceof HTMLAnchorElement) {
      // Links answer Enter only; in a menu, Space chooses an item too.
      event.preventDefault();
      document.activeElement.click();
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      // Type-ahead: the next item starting with the typed letter.
      const letter = event.key.toLowerCase();
      const after = [...list.slice(index + 1), ...list.slice(0, index + 1)];
      const found = after.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter));
      if (found) move(list.indexOf(found));
    }
  }

  function choose(action: MenuAction) {
    close(true);
    action.onSelect?.();
  }

  const itemClass = (action: MenuAction) =>
    cx(
      // The global focus ring, drawn inside the item so the menu's edge does not clip it.
      "flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm transition-colors focus-visible:-outline-offset-2",
      action.tone === "danger" ? "text-danger-700 hover:bg-danger-50 focus:bg-danger-50" : "text-ink-800 hover:bg-ink-100 focus:bg-ink-100",
    );

  return (
    // Above the row's stretched link; while open, above the rows that follow too.
    <div className={cx("relative", open ? "z-40" : "z-10", className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={trigger === "icon" ? label : undefined}
        onClick={() => (open ? close(false) : show("first"))}
        onKeyDown={onButtonKey}
        className={
          trigger === "icon"
            ? cx(
                "flex size-9 items-center justify-center rounded-lg text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900",
                open && "bg-ink-100 text-ink-900",
              )
            : buttonClasses({ variant: "secondary", size, className: "aria-expanded:bg-ink-100 aria-expanded:ring-ink-400" })
        }
      >
        <MoreIcon className={trigger === "icon" ? "size-5" : "size-4"} />
        {trigger === "button" && label}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKey}
          className={cx(
            "absolute z-30 w-60 animate-fade-in rounded-xl bg-surface p-1.5 shadow-lg ring-1 ring-ink-200",
            alignStart ? "left-0" : "right-0",
            upwards ? "bottom-full mb-1.5" : "top-full mt-1.5",
          )}
        >
          {actions.map((action) => (
            // Items and separators are the menu's own children (no wrappers), as the menu role expects.
            <Fragment key={action.key}>
              {action.separated && <div role="separator" className="mx-1 my-1.5 h-px bg-ink-100" />}
              {action.href && action.download ? (
                // A plain anchor: the browser downloads the route handler's attachment; no client-side navigation.
                <a href={action.href} download role="menuitem" tabIndex={-1} className={itemClass(action)} onClick={() => close(true)}>
                  <span className="text-ink-500 [&_svg]:size-4">{action.icon}</span>
                  {action.label}
                </a>
              ) : action.href ? (
                <Link href={action.href} role="menuitem" tabIndex={-1} className={itemClass(action)} onClick={() => setOpen(false)}>
                  <span className="text-ink-500 [&_svg]:size-4">{action.icon}</span>
                  {action.label}
                </Link>
              ) : (
                <button type="button" role="menuitem" tabIndex={-1} className={itemClass(action)} onClick={() => choose(action)}>
                  <span className={cx("[&_svg]:size-4", action.tone === "danger" ? "text-danger-600" : "text-ink-500")}>{action.icon}</span>
                  {action.label}
                </button>
              )}
            </Fragment>
          ))}
        </div>
      )}
    </div>
  );
}
