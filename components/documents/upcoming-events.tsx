"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { cx } from "@/components/ui";
import { EventStateBadge } from "./badges";
import { documentApi } from "./document-api";
import type { UpcomingItem } from "./document-item";
import { AbbreviatedTitle } from "./document-list";
import { CalendarIcon } from "./icons";

/** On narrow screens the schedule starts with this many events and opens up on request. */
const COMPACT_COUNT = 3;

/**
 * The schedule of upcoming events: documents with an event from today on, soonest first, each with
 * its event-state class as a coloured badge. The server renders it for UTC; a browser in another
 * time zone asks again, so "today" is the user's own today.
 */
export function UpcomingEvents({ initialItems, className }: { initialItems: UpcomingItem[]; className?: string }) {
  const t = useTranslations("documents.upcoming");
  const format = useFormatter();
  const headingId = useId();
  const listId = useId();
  const [items, setItems] = useState(initialItems);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!timeZone || timeZone === "UTC") return;
    const controller = new AbortController();
    documentApi
      .upcoming(timeZone)
      .then((answer) => {
        if (!controller.signal.aborted) setItems(answer.items);
      })
      // The server's list stays: it differs at most around midnight.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const hidden = items.length - COMPACT_COUNT;

  return (
    <section aria-labelledby={headingId} className={cx("self-start rounded-2xl border border-ink-200 bg-surface p-4 shadow-xs xl:sticky xl:top-6", className)}>
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-tight text-ink-900">
        <CalendarIcon className="size-4 text-accent-600" />
        {t("title")}
      </h2>
      {items.length === 0 ? (
        <p className="text-[0.8125rem] leading-5 text-ink-500">{t("empty")}</p>
      ) : (
        <>
          <ol id={listId} className="flex flex-col gap-1">
            {items.map((item, index) => (
              <li key={item.id} className={cx(!expanded && index >= COMPACT_COUNT && "max-xl:hidden")}>
                <Link
                  href={`/document/${item.id}`}
                  title={item.title}
                  className="-mx-2 flex flex-col gap-1 rounded-lg px-2 py-2 transition-colors hover:bg-ink-50"
                >
                  <span className="flex items-center justify-between gap-2">
                    <time dateTime={item.event.startDate ?? undefined} className="text-[0.8125rem] font-medium text-ink-700">
                      {item.event.startDate ? format.dateTime(new Date(item.event.startDate), { weekday: "short", day: "numeric", month: "short" }) : null}
                    </time>
                    <EventStateBadge state={item.eventState} />
                  </span>
                  <span className="truncate text-sm text-ink-900">
                    <AbbreviatedTitle title={item.title} />
                  </span>
                  <span className="truncate text-xs text-ink-500">{item.team.name}</span>
                </Link>
              </li>
            ))}
          </ol>
          {hidden > 0 && (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((open) => !open)}
              className="mt-2 rounded-md text-[0.8125rem] font-medium text-accent-700 hover:text-accent-800 hover:underline xl:hidden"
            >
              {expanded ? t("showFewer") : t("showAll", { count: items.length })}
            </button>
          )}
        </>
      )}
    </section>
  );
}
