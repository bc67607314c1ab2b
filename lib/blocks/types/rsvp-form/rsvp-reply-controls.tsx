import type { RsvpFormLabels } from "./labels";
import { RSVP_PROBLEMS } from "./problems";

// The share view's send button with what its script needs: the status texts (sending, sent, error,
// closed) and one text per problem the answer check can find (./problems.ts), all translated on the
// server into data attributes, so the script carries no texts. The button starts disabled: without
// JavaScript nothing can be sent, and the noscript note says so; the script enables it and checks
// the answers when it is pressed.

export function RsvpReplyControls({ labels }: { labels: RsvpFormLabels }) {
  const { reply } = labels;
  const problemTexts = Object.fromEntries(RSVP_PROBLEMS.map((problem) => [`data-msg-problem-${problem.toLowerCase()}`, reply.problems[problem]]));
  return (
    <div
      className="flex flex-col items-stretch gap-2 sm:items-start"
      data-rsvp-controls=""
      data-msg-sending={reply.sending}
      data-msg-sent={reply.sent}
      data-msg-error={reply.error}
      data-msg-closed={reply.closed}
      {...problemTexts}
    >
      <button
        type="submit"
        disabled
        data-rsvp-submit=""
        className="min-h-12 rounded-[var(--doc-radius,0.5rem)] bg-[var(--doc-accent1,var(--color-accent-600))] px-6 py-2 text-base font-medium text-[var(--doc-on-accent1,white)] hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {labels.submit}
      </button>
      <p data-rsvp-status="" role="status" aria-live="polite" className="m-0 text-sm font-medium text-ink-800 empty:hidden" />
      <noscript>
        <p className="m-0 text-xs text-ink-600">{reply.noscript}</p>
      </noscript>
    </div>
  );
}
