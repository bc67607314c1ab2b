import { InputField, TextareaInput, YesNo } from "./form-parts";
import type { RsvpFormLabels } from "./labels";
import { RsvpEvents } from "./rsvp-events";
import { RsvpPeople } from "./rsvp-people";
import { RsvpPhoneField } from "./rsvp-phone-field";
import type { RsvpMeta } from "./schema";
import { RsvpReplyControls } from "./rsvp-reply-controls";
import { RSVP_LIMITS } from "./values";

// The RSVP form as the invitee sees it (hook-free: any renderer can draw it; texts come in through
// `labels`). Outside the share view (the editor's preview) every control is disabled and a note says
// why, and both branches show at once: what a guest who comes fills in (people, phone, e-mail,
// events) and what one who declines fills in (a message and an e-mail). In the share view (`live`)
// the controls are enabled and data attributes let lib/share/client/rsvp.ts show the branch the
// "joining" answer picks, check the answers (./answer-schema.ts) and send the reply; each field has
// an error line, and a notice at the top takes what concerns no field. All user text is rendered as
// React text (escaped), never as HTML.

export interface RsvpLive {
  /** The frozen block's id: the submit route finds the share by it. */
  segmentId: string;
  /** The workspace's currency: with the reader's language, it picks the phone's first country (./phone-country.ts). */
  currency: string;
}

export function RsvpFormBody({ meta, labels, idPrefix, disabled, live }: { meta: RsvpMeta; labels: RsvpFormLabels; idPrefix: string; disabled: boolean; live?: RsvpLive }) {
  const titleId = `${idPrefix}-title`;
  const title = meta.title.trim();
  const off = live ? false : disabled;
  const section = (name: "joining" | "declining"): Record<string, string> => (live ? { "data-rsvp-section": name } : {});
  const liveForm = live
    ? {
        "data-rsvp-form": "",
        "data-segment-id": live.segmentId,
        "data-id-prefix": idPrefix,
        "data-lang": meta.lang,
        "data-max-people": String(meta.peopleSection.maxPeople),
        "data-currency": live.currency,
      }
    : {};
  return (
    <form
      data-block-form=""
      {...liveForm}
      aria-labelledby={title ? titleId : undefined}
      noValidate
      className="flex flex-col gap-6 rounded-lg border border-ink-200 bg-white p-4 text-ink-900 break-inside-avoid sm:p-6"
    >
      {title && (
        <h3 id={titleId} lang={meta.lang} className="m-0 text-xl leading-snug font-semibold">
          {meta.title}
        </h3>
      )}
      {live && (
        <div
          id={`${idPrefix}-notice`}
          data-rsvp-notice=""
          role="alert"
          tabIndex={-1}
          hidden
          className="rounded-lg border border-danger-200 bg-danger-50 px-4 py-3 text-sm leading-snug font-medium text-danger-800"
        />
      )}
      <YesNo
        name={`${idPrefix}-joining`}
        legend={labels.joiningLegend}
        yes={labels.joiningYes}
        no={labels.joiningNo}
        checked={meta.joining}
        disabled={off}
        withError={Boolean(live)}
      />
      <RsvpPeople meta={meta} labels={labels} idPrefix={idPrefix} disabled={off} live={Boolean(live)} />
      <div className="flex flex-col gap-4" {...section("joining")}>
        <RsvpPhoneField idPrefix={idPrefix} labels={labels} value={meta.phone} disabled={off} live={Boolean(live)} />
        <InputField
          id={`${idPrefix}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={RSVP_LIMITS.email}
          label={labels.email}
          value={meta.email}
          disabled={off}
          withError={Boolean(live)}
        />
      </div>
      <RsvpEvents meta={meta} labels={labels} idPrefix={idPrefix} disabled={off} sectionProps={section("joining")} />
      <section aria-labelledby={`${idPrefix}-declining`} className="flex flex-col gap-3 border-t border-ink-200 pt-5" {...section("declining")}>
        <h4 id={`${idPrefix}-declining`} className="m-0 text-base font-semibold text-ink-900">
          {labels.notJoiningHeading}
        </h4>
        <TextareaInput
          id={`${idPrefix}-excuse`}
          label={labels.excuseMessage}
          value={meta.excuse.msg}
          maxLength={RSVP_LIMITS.excuse}
          disabled={off}
          withError={Boolean(live)}
        />
        <InputField
          id={`${idPrefix}-excuse-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={RSVP_LIMITS.email}
          label={labels.excuseEmail}
          value={meta.excuse.email}
          disabled={off}
          withError={Boolean(live)}
        />
      </section>
      {live ? (
        <RsvpReplyControls labels={labels} />
      ) : (
        <div className="flex flex-col items-stretch gap-2 sm:items-start">
          <button
            type="submit"
            disabled={disabled}
            className="min-h-12 rounded-[var(--doc-radius,0.5rem)] bg-[var(--doc-accent1,var(--color-accent-600))] px-6 py-2 text-base font-medium text-[var(--doc-on-accent1,white)] hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {labels.submit}
          </button>
          {disabled && (
            <p role="note" className="m-0 text-xs text-ink-600">
              {labels.note}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
