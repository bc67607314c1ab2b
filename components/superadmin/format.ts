import type { useFormatter } from "next-intl";
import { sizeInUnit } from "@/components/plans/plan-format";
import type { When } from "./types";

/** A date the server gave as a Date (server components) or an ISO string (the API). */
export const asDate = (value: When) => (value instanceof Date ? value : new Date(value));

type Formatter = Pick<ReturnType<typeof useFormatter>, "number">;

/** Bytes as "12 MB", "1.5 GB" in the reader's language. */
export function formatSize(bytes: number | string | bigint, format: Formatter): string {
  const { value, unit } = sizeInUnit(Number(bytes));
  return format.number(value, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: value < 10 ? 1 : 0 });
}
