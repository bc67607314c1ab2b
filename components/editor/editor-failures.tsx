"use client";

import { useTranslations } from "next-intl";
import { Alert, Button } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { SaveFailure } from "@/lib/editor/save-queue";
import { HistoryBlockedError, type StructuralFailure } from "./state/use-editor-blocks";

// The spec's texts (workspace spec §8) in front of the server's reason; adding a block and saving a
// block template show the server's message alone.
const PREFIX: Record<StructuralFailure["operation"], "segmentDelete" | "segmentMove" | "blockCreate" | "blockRemove" | null> = {
  add: null,
  template: null,
  saveTemplate: null,
  clone: null,
  delete: "segmentDelete",
  move: "segmentMove",
  fixedCreate: "blockCreate",
  fixedRemove: "blockRemove",
  undo: null,
  redo: null,
};

/** What went wrong while editing, in a live region: failed saves (retried or not) and refused changes. */
export function EditorFailures({
  saveFailures,
  fixedBlockIds,
  structural,
  onDismiss,
  onRetry,
}: {
  saveFailures: SaveFailure[];
  /** Fixed blocks (the cover) fail with their own text: 'Block update has failed.' */
  fixedBlockIds: ReadonlySet<string>;
  structural: StructuralFailure | null;
  onDismiss: () => void;
  onRetry: () => void;
}) {
  const t = useTranslations("editor.errors");
  const errorMessage = useErrorMessage();
  if (!saveFailures.length && !structural) return null;
  const saveFailure = saveFailures[0];
  const structuralText = structural
    ? structural.error instanceof HistoryBlockedError
      ? t("historyBlocked")
      : [PREFIX[structural.operation] ? t(PREFIX[structural.operation]!) : null, errorMessage(structural.error)].filter(Boolean).join(" ")
    : null;
  const saveTitle = saveFailure && fixedBlockIds.has(saveFailure.key) ? t("blockUpdate") : t("segmentUpdate");
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      <div className="pointer-events-auto flex w-full max-w-xl flex-col gap-2">
        {saveFailure && (
          <Alert tone={saveFailure.retrying ? "warning" : "error"} title={saveFailure.retrying ? t("retrying") : saveTitle}>
            <p>{errorMessage(saveFailure.error)}</p>
            <div className="mt-2">
              <Button size="sm" variant="secondary" onClick={onRetry}>
                {t("retryNow")}
              </Button>
            </div>
          </Alert>
        )}
        {structuralText && (
          <Alert tone="error">
            <div className="flex items-start justify-between gap-3">
              <p>{structuralText}</p>
              <Button size="sm" variant="ghost" onClick={onDismiss}>
                {t("dismiss")}
              </Button>
            </div>
          </Alert>
        )}
      </div>
    </div>
  );
}
