import type { DocumentView } from "@/lib/documents/view";
import type { WireEvent } from "./settings-api";

// Event dates are stored as instants; a date picked in the form ("2026-06-12") is saved as that
// day's UTC midnight, so it is read back with the UTC calendar, or users west of Greenwich would see
// the day before.

const toDate = (value: Date | string | null): Date | null => {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "YYYY-MM-DD" for an <input type="date">, or "" when there is no date. */
export function toDateInput(value: Date | string | null): string {
  return toDate(value)?.toISOString().slice(0, 10) ?? "";
}

/** The event as the document holds it (Date objects, as the server component sends them). */
export function eventFromWire(event: WireEvent): DocumentView["event"] {
  return { startDate: toDate(event.startDate), endDate: toDate(event.endDate), hasStartDate: event.hasStartDate, userState: event.userState };
}
