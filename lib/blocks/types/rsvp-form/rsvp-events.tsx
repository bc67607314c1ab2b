import { YesNo } from "./form-parts";
import type { RsvpFormLabels } from "./labels";
import type { RsvpMeta } from "./schema";

// The events a guest answers one by one (ceremony, dinner, after-party...): title, subtitle, the
// plain-text description (line breaks kept, React escapes it) and a yes/no per event. Each event
// carries its own language, set on the planner's texts (not on the form's labels, which are in the
// reader's language) so screen readers pronounce them right.

export function RsvpEvents({
  meta,
  labels,
  idPrefix,
  disabled,
  sectionProps,
}: {
  meta: RsvpMeta;
  labels: RsvpFormLabels;
  idPrefix: string;
  disabled: boolean;
  /** Data attributes the share view's script reads (which answer shows the section). */
  sectionProps?: Record<string, string>;
}) {
  const section = meta.eventsSection;
  if (!section.events.length) return null;
  const headingId = `${idPrefix}-events`;
  return (
    <section aria-labelledby={section.title.trim() ? headingId : undefined} className="flex flex-col gap-3" {...sectionProps}>
      {section.title.trim() && (
        <h4 id={headingId} lang={meta.lang} className="m-0 text-base font-semibold text-ink-900">
          {section.title}
        </h4>
      )}
      {section.subtitle.trim() && (
        <p lang={meta.lang} className="m-0 text-sm whitespace-pre-line text-ink-600">
          {section.subtitle}
        </p>
      )}
      <ul className="m-0 flex list-none flex-col gap-3 p-0">
        {section.events.map((event, index) => (
          <li key={index} className="flex flex-col gap-2 rounded-lg border border-ink-200 p-3">
            {event.title.trim() ? (
              <h5 lang={event.lang} className="m-0 text-sm font-semibold text-ink-900">
                {event.title}
              </h5>
            ) : (
              <h5 className="m-0 text-sm font-semibold text-ink-900">{labels.eventUntitled(index + 1)}</h5>
            )}
            {event.subtitle.trim() && (
              <p lang={event.lang} className="m-0 text-sm text-ink-700">
                {event.subtitle}
              </p>
            )}
            {event.desc.trim() && (
              <p lang={event.lang} className="m-0 text-sm leading-relaxed whitespace-pre-line text-ink-700">
                {event.desc}
              </p>
            )}
            <YesNo
              name={`${idPrefix}-event-${index}`}
              legend={labels.eventAttend}
              yes={labels.attendYes}
              no={labels.attendNo}
              checked={event.joining}
              disabled={disabled}
              legendClassName="text-sm font-medium text-ink-700"
              inline
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
