"use client";

import { useTranslations } from "next-intl";
import { Alert, Button, DelayedSpinner } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { SaveFailure, SaveQueueSnapshot } from "@/lib/editor/save-queue";
import { CloudCheckIcon, RefreshIcon } from "./icons";

/** Save keys that are not block ids: what the user changed, in words. */
const KEY_LABELS = {
  privateNote: "privateNote",
  event: "event",
  pageMargins: "pageMargins",
  header: "header",
  footer: "footer",
} as const;

export interface SavingTabProps {
  saving: SaveQueueSnapshot;
  conflictCount: number;
  onRetry: () => void;
}

/** What the autosave is doing: saving, all saved, or what failed and why, and the blocks in conflict. */
export function SavingTab({ saving, conflictCount, onRetry }: SavingTabProps) {
  const t = useTranslations("editorPanel.saving");
  const errorText = useErrorMessage();
  const working = saving.pending > 0 || saving.inFlight > 0;
  const what = (failure: SaveFailure) =>
    failure.key in KEY_LABELS ? t(`keys.${KEY_LABELS[failure.key as keyof typeof KEY_LABELS]}`) : t("keys.block");

  return (
    <div className="flex flex-col gap-4 p-4">
      <div aria-live="polite" className="flex min-h-6 items-center gap-2 text-sm">
        {working ? (
          <>
            {/* The spinner (and its announcement) only after 500 ms, the product rule for waiting. */}
            <DelayedSpinner size="sm" label={t("saving")} className="text-accent-600" />
            <span className="text-ink-700" aria-hidden="true">
              {t("saving")}
            </span>
          </>
        ) : saving.failures.length === 0 ? (
          <>
            <CloudCheckIcon className="size-5 text-success-600" />
            <span className="text-ink-700">{t("allSaved")}</span>
          </>
        ) : (
          <span className="text-ink-700">{t("someFailed", { count: saving.failures.length })}</span>
        )}
      </div>

      {saving.failures.length > 0 && (
        <div className="flex flex-col gap-2">
          <ul className="flex flex-col gap-2">
            {saving.failures.map((failure) => (
              <li key={failure.key}>
                <Alert tone={failure.retrying ? "warning" : "error"} live={false} title={what(failure)}>
                  <p>{errorText(failure.error)}</p>
                  <p className="mt-1 text-xs opacity-80">{failure.retrying ? t("retrying") : t("notRetried")}</p>
                </Alert>
              </li>
            ))}
          </ul>
          <Button variant="secondary" size="sm" className="self-start" leadingIcon={<RefreshIcon className="size-4" />} onClick={onRetry}>
            {t("retry")}
          </Button>
        </div>
      )}

      {conflictCount > 0 && (
        <Alert tone="warning" live={false} title={t("conflicts", { count: conflictCount })}>
          {t("conflictsHint")}
        </Alert>
      )}
    </div>
  );
}
