import type { RsvpFormLabels } from "./labels";
import { RSVP_PROBLEM_FIELDS } from "./submit-problems";

// The share view's send button with what its script needs: the status texts (sending, sent, error)
// and the hints that say why the button is still off, all translated on the server into data
// attributes, so the script carries no texts. The button starts disabled: without JavaScript nothing
// can be sent, and the noscript note says so.

const PROBLEMS = Object.keys(RSVP_PROBLEM_FIELDS) as (keyof typeof RSVP_PROBLEM_FIELDS)[];

export function RsvpReplyControls({ labels, idPrefix }: { labels: RsvpFormLabels; idPrefix: string }) {
  const { reply } = labels;
  const problemTexts = Object.fromEntries(PROBLEMS.map((problem) => [`data-msg-problem-${problem.toLowerCase()}`, reply.problems[problem]]));
  const hintId = `${idPrefix}-hint`;
  return (
    <div
      className="flex flex-col items-start gap-2"
      data-rsvp-controls=""
      data-msg-sending={reply.sending}
      data-msg-sent={reply.sent}
      data-msg-error={reply.error}
      {...problemTexts}
    >
      <button
        type="submit"
        disabled
        data-rsvp-submit=""
        aria-describedby={hintId}
        className="rounded-[var(--doc-radius,0.5rem)] bg-[var(--doc-accent1,var(--color-accent-600))] px-4 py-2 text-sm font-medium text-[var(--doc-on-accent1,white)] hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {labels.submit}
      </button>
      <p id={hintId} data-rsvp-hint="" className="m-0 text-xs text-ink-600" />
      <p data-rsvp-status="" role="status" aria-live="polite" className="m-0 text-sm font-medium text-ink-800" />
      <noscript>
        <p className="m-0 text-xs text-ink-600">{reply.noscript}</p>
      </noscript>
    </div>
  );
}
