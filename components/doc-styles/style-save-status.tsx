"use client";

import { useTranslations } from "next-intl";
import { Button, DelayedSpinner } from "@/components/ui";
import { AlertCircleIcon, CheckCircleIcon } from "@/components/ui/icons";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { SaveQueueSnapshot } from "@/lib/editor/save-queue";

export interface StyleSaveStatusProps {
  saving: SaveQueueSnapshot;
  /** The form holds a value the schema refuses: nothing is sent until it is corrected. */
  invalid: boolean;
  failure: unknown;
  onRetry: () => void;
}

/** The style's saving state, as the editor shows its own (components/editor/save-status.tsx), with the refusal's text and a retry. */
export function StyleSaveStatus({ saving, invalid, failure, onRetry }: StyleSaveStatusProps) {
  const t = useTranslations("docStyles.save");
  const errorText = useErrorMessage();
  const retrying = saving.failures.some((entry) => entry.retrying);
  const refused = saving.failures.some((entry) => !entry.retrying);
  const active = saving.pending > 0 || saving.inFlight > 0;
  const state = invalid ? "invalid" : refused ? "error" : retrying ? "retrying" : active ? "saving" : "saved";

  let content;
  if (state === "invalid") content = <Tone tone="error" text={t("invalid")} />;
  else if (state === "error")
    content = (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <Tone tone="error" text={t("notSaved", { reason: errorText(failure) })} />
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t("retry")}
        </Button>
      </span>
    );
  else if (state === "retrying") content = <Tone tone="warning" text={t("retrying")} />;
  else if (state === "saving")
    content = (
      <span className="inline-flex items-center gap-1.5 text-ink-600">
        <DelayedSpinner size="sm" delayMs={0} label={t("saving")} />
        {t("saving")}
      </span>
    );
  else
    content = (
      <span className="inline-flex items-center gap-1.5 text-success-700">
        <CheckCircleIcon className="size-4" />
        {t("saved")}
      </span>
    );
  return (
    <div role="status" aria-live="polite" data-testid="style-save-status" data-state={state} className="text-xs font-medium">
      {content}
    </div>
  );
}

function Tone({ tone, text }: { tone: "warning" | "error"; text: string }) {
  return (
    <span className={tone === "error" ? "inline-flex items-start gap-1.5 text-danger-700" : "inline-flex items-center gap-1.5 text-warning-800"}>
      <AlertCircleIcon className="mt-px size-4 shrink-0" />
      <span>{text}</span>
    </span>
  );
}
