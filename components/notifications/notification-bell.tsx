"use client";

import Link from "next/link";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { Icon, type IconProps } from "@/components/ui/icons";
import { requestDealPanel } from "@/components/sharing/deal-reveal";
import { cx } from "@/components/ui";
import type { NotificationView } from "@/lib/notifications/list";
import { useNotifications } from "./use-notifications";

type Translate = ReturnType<typeof useTranslations<"notifications">>;

const isDealKind = (kind: NotificationView["kind"]) => kind === "deal-signed" || kind === "deal-accepted" || kind === "deal-declined";

/** What a notification says, by kind. */
function notificationText(t: Translate, item: NotificationView): string {
  const names = { link: item.linkName?.trim() || item.documentTitle, title: item.documentTitle };
  switch (item.kind) {
    case "share-pin-locked":
      return t("sharePinLocked", names);
    case "deal-signed":
      return t("dealSigned", { ...names, name: item.signerName?.trim() || t("someone") });
    case "deal-accepted":
      return t("dealAccepted", names);
    case "deal-declined":
      return item.signerName?.trim() ? t("dealDeclinedBy", { ...names, name: item.signerName.trim() }) : t("dealDeclined", names);
    default:
      return t("shareOpened", names);
  }
}

// The shell's bell: an unread badge, and a popover list of the latest notifications (a share opened
// for the first time, its PIN locked, a deal signed, accepted or declined), each linking to its
// document (a deal's to the Share tab's deal panel). A non-modal disclosure: focus moves into the
// list when it opens; Escape, a click outside or focus leaving closes it, Escape returning focus to
// the bell. On phones it sits in the top bar next to the menu button; on wide screens above the page.

const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

export function NotificationBell() {
  const t = useTranslations("notifications");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const { items, unread, failed, refresh, markRead } = useNotifications();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!open) return;
    title.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  function toggle() {
    if (!open) refresh(true);
    setOpen((value) => !value);
  }

  return (
    <div className="fixed top-2 right-14 z-40 sm:right-16 lg:static lg:flex lg:justify-end lg:px-8 lg:pt-4">
      <div
        className="relative"
        onBlur={(event) => {
          // Focus went somewhere outside the bell and its list: close (a keyboard user tabbed away).
          if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
        }}
      >
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={unread ? t("bellUnread", { count: unread }) : t("bell")}
          onClick={toggle}
          className="relative flex size-10 items-center justify-center rounded-lg text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          <BellIcon className="size-5" />
          {unread > 0 && (
            <span aria-hidden="true" className="absolute top-1 right-1 grid h-4 min-w-4 place-items-center rounded-full bg-accent-600 px-1 text-[0.625rem] leading-none font-semibold text-white tabular-nums">
              {unread > 9 ? "9+" : unread}
            </span>
          )}
        </button>
        <div
          ref={panel}
          id={panelId}
          role="region"
          aria-labelledby={titleId}
          hidden={!open}
          className="absolute top-full right-0 z-50 mt-2 w-80 max-w-[calc(100vw-5rem)] rounded-xl border border-ink-200 bg-surface shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b border-ink-100 px-4 py-3">
            <h2 id={titleId} ref={title} tabIndex={-1} className="text-sm font-semibold text-ink-900 outline-none">
              {t("title")}
            </h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => {
                  markRead();
                  // The button goes away with the last unread item: keep focus in the list.
                  title.current?.focus();
                }}
                className="rounded-md px-2 py-1 text-xs font-medium text-accent-700 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
              >
                {t("markAllRead")}
              </button>
            )}
          </div>
          {failed && items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-danger-700">{t("loadFailed")}</p>
          ) : items.length === 0 ? (
            <p className="px-4 py-6 text-sm text-ink-600">{t("empty")}</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto py-1">
              {items.map((item) => {
                const unreadItem = item.readAt === null;
                return (
                  <li key={item.id}>
                    <Link
                      href={`/document/${item.documentId}${isDealKind(item.kind) ? "#deal" : ""}`}
                      onClick={() => {
                        if (unreadItem) markRead([item.id]);
                        setOpen(false);
                        // Already on that document: the address only gains #deal, so ask the panel directly.
                        if (isDealKind(item.kind) && window.location.pathname === `/document/${item.documentId}`) requestDealPanel();
                      }}
                      className="flex gap-3 px-4 py-3 text-sm hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600"
                    >
                      <span aria-hidden="true" className={cx("mt-1.5 size-2 shrink-0 rounded-full", unreadItem ? "bg-accent-600" : "bg-transparent")} />
                      <span className="flex min-w-0 flex-col gap-0.5">
                        <span className={cx("break-words", unreadItem ? "font-medium text-ink-900" : "text-ink-700")}>
                          {unreadItem && <span className="sr-only">{t("unreadMark")}: </span>}
                          {notificationText(t, item)}
                        </span>
                        {item.kind === "deal-declined" && item.reason && <span className="line-clamp-2 text-xs break-words text-ink-600">{t("dealReason", { reason: item.reason })}</span>}
                        <time dateTime={item.createdAt} className="text-xs text-ink-500">
                          {format.relativeTime(new Date(item.createdAt), now)}
                        </time>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
