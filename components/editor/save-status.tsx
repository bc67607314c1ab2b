"use client";

import { useTranslations } from "next-intl";
import type { SaveQueueSnapshot } from "@/lib/editor/save-queue";
import { SavedLabel, SaveTone, SavingLabel, saveQueueState } from "./save-status-parts";

/** The saving state in a word: saving (spinner), all saved, retrying, not saved, or blocks in conflict. */
export function SaveStatus({ saving, conflicts }: { saving: SaveQueueSnapshot; conflicts: number }) {
  const t = useTranslations("editor.saveStatus");
  const { retrying, refused, active } = saveQueueState(saving);
  let content;
  if (conflicts > 0) content = <SaveTone tone="warning" text={t("conflicts", { count: conflicts })} />;
  else if (refused) content = <SaveTone tone="error" text={t("notSaved")} />;
  else if (retrying) content = <SaveTone tone="warning" text={t("retrying")} />;
  else if (active) content = <SavingLabel text={t("saving")} />;
  else content = <SavedLabel text={t("saved")} />;
  return (
    <div role="status" aria-live="polite" data-testid="save-status" data-state={conflicts ? "conflict" : refused ? "error" : retrying ? "retrying" : active ? "saving" : "saved"} className="px-2 text-xs font-medium">
      {content}
    </div>
  );
}
