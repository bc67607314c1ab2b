"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui";
import { SavedLabel, SaveTone, SavingLabel, saveQueueState } from "@/components/editor/save-status-parts";
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
  const { retrying, refused, active } = saveQueueState(saving);
  const state = invalid ? "invalid" : refused ? "error" : retrying ? "retrying" : active ? "saving" : "saved";

  let content;
  if (state === "invalid") content = <SaveTone tone="error" text={t("invalid")} />;
  else if (state === "error")
    content = (
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <SaveTone tone="error" text={t("notSaved", { reason: errorText(failure) })} />
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t("retry")}
        </Button>
      </span>
    );
  else if (state === "retrying") content = <SaveTone tone="warning" text={t("retrying")} />;
  else if (state === "saving") content = <SavingLabel text={t("saving")} />;
  else content = <SavedLabel text={t("saved")} />;
  return (
    <div role="status" aria-live="polite" data-testid="style-save-status" data-state={state} className="text-xs font-medium">
      {content}
    </div>
  );
}
