import { InputField, TextareaInput, YesNo } from "./form-parts";
import type { RsvpFormLabels } from "./labels";
import { RsvpEvents } from "./rsvp-events";
import { RsvpPeople } from "./rsvp-people";
import type { RsvpMeta } from "./schema";

// The RSVP form as the invitee will see it (hook-free: any renderer can draw it; texts come in
// through `labels`). Until replies open (the sharing issue) every control is disabled and a note
// says why. The planner's preview shows both branches at once: what a guest who comes fills in
// (people, phone, e-mail, events) and what one who declines fills in (a message and an e-mail);
// the invitee's form will show the branch their "joining" answer picks. All user text is rendered
// as React text (escaped), never as HTML.

export function RsvpFormBody({ meta, labels, idPrefix, disabled }: { meta: RsvpMeta; labels: RsvpFormLabels; idPrefix: string; disabled: boolean }) {
  const titleId = `${idPrefix}-title`;
  const title = meta.title.trim();
  return (
    <form
      data-block-form=""
      aria-labelledby={title ? titleId : undefined}
      noValidate
      className="flex flex-col gap-6 rounded-lg border border-ink-200 bg-white p-5 text-ink-900 break-inside-avoid sm:p-6"
    >
      {title && (
        <h3 id={titleId} lang={meta.lang} className="m-0 text-xl leading-snug font-semibold">
          {meta.title}
        </h3>
      )}
      <YesNo
        name={`${idPrefix}-joining`}
        legend={labels.joiningLegend}
        yes={labels.joiningYes}
        no={labels.joiningNo}
        checked={meta.joining}
        disabled={disabled}
      />
      <RsvpPeople meta={meta} labels={labels} idPrefix={idPrefix} disabled={disabled} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <InputField id={`${idPrefix}-phone`} type="tel" autoComplete="tel" label={labels.phone} value={meta.phone} disabled={disabled} />
        <InputField id={`${idPrefix}-email`} type="email" autoComplete="email" label={labels.email} value={meta.email} disabled={disabled} />
      </div>
      <RsvpEvents meta={meta} labels={labels} idPrefix={idPrefix} disabled={disabled} />
      <section aria-labelledby={`${idPrefix}-declining`} className="flex flex-col gap-3 border-t border-ink-200 pt-5">
        <h4 id={`${idPrefix}-declining`} className="m-0 text-base font-semibold text-ink-900">
          {labels.notJoiningHeading}
        </h4>
        <TextareaInput id={`${idPrefix}-excuse`} label={labels.excuseMessage} value={meta.excuse.msg} disabled={disabled} />
        <InputField
          id={`${idPrefix}-excuse-email`}
          type="email"
          autoComplete="email"
          label={labels.excuseEmail}
          value={meta.excuse.email}
          disabled={disabled}
        />
      </section>
      <div className="flex flex-col items-start gap-2">
        <button
          type="submit"
          disabled={disabled}
          className="rounded-lg bg-accent-600 px-4 py-2 text-sm font-medium text-white hover:bg-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {labels.submit}
        </button>
        {disabled && (
          <p role="note" className="m-0 text-xs text-ink-600">
            {labels.note}
          </p>
        )}
      </div>
    </form>
  );
}
