"use client";

import { useTranslations } from "next-intl";
import { DelayedSpinner } from "@/components/ui";
import { AlertCircleIcon, CheckCircleIcon } from "@/components/ui/icons";
import type { SaveQueueSnapshot } from "@/lib/editor/save-queue";

/** The saving state in a word: saving (spinner), all saved, retrying, not saved, or blocks in conflict. */
export function SaveStatus({ saving, conflicts }: { saving: SaveQueueSnapshot; conflicts: number }) {
  const t = useTranslations("editor.saveStatus");
  const retrying = saving.failures.some((failure) => failure.retrying);
  const refused = saving.failures.some((failure) => !failure.retrying);
  const active = saving.pending > 0 || saving.inFlight > 0;
  let content;
  if (conflicts > 0) content = <Tone tone="warning" text={t("conflicts", { count: conflicts })} />;
  else if (refused) content = <Tone tone="error" text={t("notSaved")} />;
  else if (retrying) content = <Tone tone="warning" text={t("retrying")} />;
  else if (active)
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
    <div role="status" aria-live="polite" data-testid="save-status" data-state={conflicts ? "conflict" : refused ? "error" : retrying ? "retrying" : active ? "saving" : "saved"} className="px-2 text-xs font-medium">
      {content}
    </div>
  );
}

function Tone({ tone, text }: { tone: "warning" | "error"; text: string }) {
  return (
    <span className={tone === "error" ? "inline-flex items-center gap-1.5 text-danger-700" : "inline-flex items-center gap-1.5 text-warning-800"}>
      <AlertCircleIcon className="size-4" />
      {text}
    </span>
  );
}
