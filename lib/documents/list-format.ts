// Pure helpers of the document lists, safe in the browser and on the server (no database, no React).

/** Titles longer than this are abbreviated in lists and the navigation tree (workspace spec §9). */
export const TITLE_ABBREVIATION_LENGTH = 20;

/**
 * The title as lists show it: at most 20 characters, then an ellipsis. Counts characters, not UTF-16
 * units, so an emoji is never cut in half. The full title goes into `title` and screen-reader text.
 */
export function abbreviateTitle(title: string, max = TITLE_ABBREVIATION_LENGTH): string {
  const characters = Array.from(title.trim());
  if (characters.length <= max) return characters.join("");
  return `${characters.slice(0, max).join("").trimEnd()}…`;
}

/**
 * The event-state class of an upcoming event (workspace spec §4: "upcoming events carry an
 * event-state class"), by calendar days from the caller's today to the event's start date
 * (lib/documents/events.ts):
 * - today: starts today, or started earlier and has not ended yet
 * - tomorrow: starts tomorrow
 * - this-week: starts within the next 7 days (2 to 6 days from today)
 * - later: starts a week or more from today
 */
export const EVENT_STATES = ["today", "tomorrow", "this-week", "later"] as const;
export type EventState = (typeof EVENT_STATES)[number];

export function eventStateForDayOffset(days: number): EventState {
  if (days <= 0) return "today";
  if (days === 1) return "tomorrow";
  if (days < 7) return "this-week";
  return "later";
}

/** The view modes of the index. */
export const DOCUMENT_LIST_VIEWS = ["documents", "team-templates"] as const;
export type DocumentListView = (typeof DOCUMENT_LIST_VIEWS)[number];

/** Where a document stands with its client (documents.dealStatus). */
export const DEAL_STATUSES = ["NONE", "AWAITING", "ACCEPTED", "DECLINED"] as const;
export type DealStatusName = (typeof DEAL_STATUSES)[number];

/**
 * The index's deal filters (documents whose latest acceptance share awaits signatures, or was
 * accepted or declined) and the documents.dealStatus each selects.
 */
export const DEAL_FILTERS = ["awaiting", "accepted", "declined"] as const;
export type DealFilter = (typeof DEAL_FILTERS)[number];
export const DEAL_FILTER_STATUS = { awaiting: "AWAITING", accepted: "ACCEPTED", declined: "DECLINED" } as const satisfies Record<DealFilter, DealStatusName>;

/** How many rows one page of a list holds, unless the caller asks for another size (1-100). */
export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;
/** How many upcoming events the schedule shows. */
export const UPCOMING_EVENTS_LIMIT = 20;
/** Longest search term (also the longest term reported to analytics). */
export const SEARCH_TERM_MAX = 200;

/** The list follows the search box this long after typing stops. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Search terms are reported for analytics this long after typing stops (workspace spec §9). */
export const SEARCH_ANALYTICS_DELAY_MS = 3000;
