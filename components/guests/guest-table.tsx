import { getFormatter, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui";
import { AGE_KEYS, DIET_KEYS, GREETING_KEYS } from "@/lib/blocks/types/rsvp-form/choices";
import type { GuestReply } from "@/lib/rsvp/guest-list";

// The replies as a table, newest first. From 768 px it is a plain table; below, each row becomes a
// card whose cells carry their column's name (the explicit roles keep the table's semantics when
// the cells are laid out as blocks). Every guest's text is rendered as React text (escaped).

const CELL = "px-3 py-2 align-top text-sm text-ink-800 max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1 max-md:before:w-28 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-ink-600 max-md:before:content-[attr(data-label)]";
const HEAD = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-ink-600 uppercase";

export async function GuestTable({ replies }: { replies: GuestReply[] }) {
  const [t, tb, format] = await Promise.all([getTranslations("guests"), getTranslations("blocks.rsvp-form"), getFormatter()]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const columns = {
    guests: t("table.guests"),
    answer: t("table.answer"),
    contact: t("table.contact"),
    events: t("table.events"),
    message: t("table.message"),
    share: t("table.share"),
    received: t("table.received"),
  };
  return (
    <div className="overflow-hidden rounded-xl border border-ink-200 bg-white">
      <table role="table" className="w-full border-collapse max-md:block">
        <caption className="px-3 py-3 text-left text-sm font-semibold text-ink-900 max-md:block">{t("table.caption")}</caption>
        <thead role="rowgroup" className="border-b border-ink-200 bg-ink-50 max-md:sr-only">
          <tr role="row">
            {Object.values(columns).map((label) => (
              <th key={label} role="columnheader" scope="col" className={HEAD}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-md:block">
          {replies.map((reply) => (
            <tr key={reply.id} role="row" className="border-b border-ink-100 last:border-b-0 max-md:block max-md:px-3 max-md:py-3">
              <td role="cell" data-label={columns.guests} className={CELL}>
                <ol className="m-0 flex list-none flex-col gap-1 p-0">
                  {reply.people.map((person, index) => (
                    <li key={index}>
                      <span className="font-medium text-ink-900">
                        {person.greeting ? `${tb(`greetings.${GREETING_KEYS[person.greeting]}`)} ` : ""}
                        {person.name}
                      </span>
                      <span className="block text-xs text-ink-600">
                        {tb(`ages.${AGE_KEYS[person.age]}`)} · {tb(`diets.${DIET_KEYS[person.diet]}`)}
                      </span>
                    </li>
                  ))}
                </ol>
              </td>
              <td role="cell" data-label={columns.answer} className={CELL}>
                <Badge tone={reply.joining ? "success" : "neutral"}>{reply.joining ? t("answerYes") : t("answerNo")}</Badge>
              </td>
              <td role="cell" data-label={columns.contact} className={`${CELL} break-all`}>
                <span className="flex flex-col">
                  {reply.phone && <span>{reply.phone}</span>}
                  <span>{reply.email || reply.excuse.email}</span>
                </span>
              </td>
              <td role="cell" data-label={columns.events} className={CELL}>
                {reply.events.length > 0 && (
                  <ul className="m-0 flex list-none flex-col gap-0.5 p-0">
                    {reply.events.map((event, index) => (
                      <li key={index}>
                        {event.title || t("untitledEvent", { number: index + 1 })}:{" "}
                        <span className="font-medium">{reply.joining && event.joining !== null ? (event.joining ? t("eventYes") : t("eventNo")) : reply.joining ? t("eventNone") : t("eventNo")}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td role="cell" data-label={columns.message} className={`${CELL} whitespace-pre-line`}>
                {reply.excuse.msg}
              </td>
              <td role="cell" data-label={columns.share} className={CELL}>
                <span className="flex flex-col">
                  <span>{reply.linkName?.trim() || t("untitledShare")}</span>
                  <span className="text-xs text-ink-600">{reply.recipient === "0" ? t("recipientLink") : t("recipientEmail")}</span>
                </span>
              </td>
              <td role="cell" data-label={columns.received} className={CELL}>
                <span className="flex flex-col">
                  <time dateTime={reply.submittedAt}>{when(reply.submittedAt)}</time>
                  {reply.replyCount > 1 && <span className="text-xs text-ink-600">{t("updated", { date: when(reply.updatedAt) })}</span>}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
