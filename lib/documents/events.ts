import { db } from "@/lib/db/client";
import { eventStateForDayOffset, UPCOMING_EVENTS_LIMIT, type EventState } from "./list-format";
import { summaryRowOf, upcomingEventsStatement, type DocumentSummarySqlRow } from "./list-query";
import { documentSummaryView, type DocumentSummaryView } from "./view";

// The index's schedule of upcoming events (documents issue §1): documents with an event from today
// on, soonest first, each with its event-state class (lib/documents/list-format.ts EVENT_STATES).

const DAY_MS = 24 * 60 * 60 * 1000;

// Event dates are calendar dates, shown in UTC across the app (lib/i18n/request.ts sets timeZone UTC;
// set-event stores "2026-06-12" as midnight UTC), so an event's day is its UTC date. "Today" is the
// caller's own date, read in their time zone (default UTC).

/** Days since 1970-01-01 of the UTC date of an instant. */
const utcDay = (date: Date) => Math.floor(date.getTime() / DAY_MS);

/** Days since 1970-01-01 of the wall-clock date of an instant in a time zone. */
function zonedDay(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Math.round(Date.UTC(part("year"), part("month") - 1, part("day")) / DAY_MS);
}

/** The first instant of the caller's today in event-date terms (midnight UTC of their date). */
export function startOfToday(now: Date, timeZone: string): Date {
  return new Date(zonedDay(now, timeZone) * DAY_MS);
}

/** Whole days from the caller's today to the event's day (negative for past days). */
export function calendarDaysBetween(now: Date, eventDate: Date, timeZone: string): number {
  return utcDay(eventDate) - zonedDay(now, timeZone);
}

/**
 * The event-state class of an event: today, tomorrow, this-week (within 7 days), later. An event
 * still running (started before today, ends today or later) is "today" too.
 */
export function eventStateOf(start: Date, now: Date, timeZone: string): EventState {
  return eventStateForDayOffset(calendarDaysBetween(now, start, timeZone));
}

export type UpcomingEvent = DocumentSummaryView & { eventState: EventState };

/**
 * Active documents of the workspaces the user is an accepted member of whose event starts today or
 * later, or is still running, soonest first (at most 20), in one statement (./list-query.ts).
 */
export async function listUpcomingEvents(userId: string, { timeZone, now = new Date() }: { timeZone: string; now?: Date }): Promise<{ items: UpcomingEvent[] }> {
  const rows = await db.$queryRaw<DocumentSummarySqlRow[]>(upcomingEventsStatement(userId, startOfToday(now, timeZone), UPCOMING_EVENTS_LIMIT));
  return {
    items: rows.map((row) => ({ ...documentSummaryView(summaryRowOf(row), userId), eventState: eventStateOf(row.eventStartDate ?? now, now, timeZone) })),
  };
}
