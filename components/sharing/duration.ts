import type { useFormatter } from "next-intl";

/** A time spent reading, in the largest sensible unit ("45 sec.", "3 min.", "1 hr, 5 min"), in the reader's language. */
export function formatDuration(ms: number, format: Pick<ReturnType<typeof useFormatter>, "number">): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const unit = (value: number, name: "second" | "minute" | "hour") => format.number(value, { style: "unit", unit: name, unitDisplay: "short" });
  if (seconds < 60) return unit(seconds, "second");
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return unit(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${unit(hours, "hour")} ${unit(rest, "minute")}` : unit(hours, "hour");
}
