// Times the server wrote in the reader's language but its own time zone (`<time data-local-time>`,
// lib/blocks/types/accept/parts.tsx) are written again in the reader's time zone.

const FORMATS: Record<string, Intl.DateTimeFormatOptions> = {
  date: { year: "numeric", month: "long", day: "numeric" },
  datetime: { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" },
};

export function localizeTimes(root: ParentNode, language: string): void {
  for (const element of root.querySelectorAll<HTMLTimeElement>("time[data-local-time]")) {
    const options = FORMATS[element.dataset.localTime ?? ""];
    const at = Date.parse(element.dateTime);
    if (!options || !Number.isFinite(at)) continue;
    try {
      element.textContent = new Intl.DateTimeFormat(language, options).format(at);
    } catch {
      // An unknown language tag keeps the server's text.
    }
  }
}
