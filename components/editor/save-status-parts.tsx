import { DelayedSpinner } from "@/components/ui";
import { AlertCircleIcon, CheckCircleIcon } from "@/components/ui/icons";
import type { SaveQueueSnapshot } from "@/lib/editor/save-queue";

// The pieces of a save status (the editor's and the doc style editor's): what the queue is doing,
// and how saving, saved, retrying and refused read.

/** What the save queue is doing: refused (a failure that is not retried), retrying, or active (pending or in flight). */
export function saveQueueState(saving: SaveQueueSnapshot) {
  return {
    retrying: saving.failures.some((failure) => failure.retrying),
    refused: saving.failures.some((failure) => !failure.retrying),
    active: saving.pending > 0 || saving.inFlight > 0,
  };
}

export function SaveTone({ tone, text }: { tone: "warning" | "error"; text: string }) {
  return (
    <span className={tone === "error" ? "inline-flex items-start gap-1.5 text-danger-700" : "inline-flex items-center gap-1.5 text-warning-800"}>
      <AlertCircleIcon className="mt-px size-4 shrink-0" />
      <span>{text}</span>
    </span>
  );
}

export function SavingLabel({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-ink-600">
      <DelayedSpinner size="sm" delayMs={0} label={text} />
      {text}
    </span>
  );
}

export function SavedLabel({ text }: { text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-success-700">
      <CheckCircleIcon className="size-4" />
      {text}
    </span>
  );
}
