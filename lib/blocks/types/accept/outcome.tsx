import type { DealView } from "@/lib/acceptance/types";
import { joinNames, signedNames, timeValue } from "./deal-text";
import type { AcceptViewLabels } from "./labels";
import { CheckIcon, LocalTime, withSlot } from "./parts";

// The deal's outcome where the Accept block stands: accepted (by whom, when) or declined (by whom,
// when, why). Calm notices: the signatures below say the rest.

export function DealOutcome({ outcome, deal, labels }: { outcome: NonNullable<DealView["outcome"]>; deal: DealView; labels: AcceptViewLabels }) {
  const date = <LocalTime iso={outcome.decidedAt} kind="date">{labels.date(timeValue(outcome.decidedAt))}</LocalTime>;
  if (outcome.outcome === "ACCEPTED") {
    const names = joinNames(signedNames(deal), labels.names);
    return (
      <div data-accept-outcome="accepted" className="flex items-start gap-3 rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-success-800 break-inside-avoid">
        <CheckIcon className="mt-0.5 size-5 shrink-0" />
        <p className="m-0 text-base leading-snug font-medium">{withSlot((slot) => labels.acceptedBy(names, slot), date)}</p>
      </div>
    );
  }
  const by = outcome.declinedBy?.trim();
  const reason = outcome.declineReason?.trim();
  return (
    <div data-accept-outcome="declined" className="flex flex-col gap-1 rounded-lg border border-ink-200 bg-ink-50 px-4 py-3 text-ink-800 break-inside-avoid">
      <p className="m-0 text-base leading-snug font-medium">{by ? withSlot((slot) => labels.declinedBy(by, slot), date) : withSlot(labels.declinedOn, date)}</p>
      {reason && <p className="m-0 text-sm leading-relaxed whitespace-pre-line text-ink-700">{labels.declineReason(reason)}</p>}
    </div>
  );
}
