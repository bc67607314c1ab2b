"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Alert, Switch, TextField } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { eventFromWire, toDateInput } from "./dates";
import { EVENT_USER_STATE_MAX } from "./limits";
import { documentSettingsApi } from "./settings-api";

/** Editing autosave (workspace spec §9). */
const EVENT_SAVE_DELAY_MS = 500;
export const EVENT_SAVE_KEY = "event";

interface Draft {
  startDate: string;
  endDate: string;
  hasStartDate: boolean;
  userState: string;
}

const endBeforeStart = (draft: Draft) => Boolean(draft.startDate && draft.endDate && draft.endDate < draft.startDate);

export interface EventFieldsProps {
  doc: DocumentView;
  readOnly: boolean;
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
}

/**
 * The event: whether its date is fixed, start and end, and its state (free text such as
 * "confirmed", shown as the document's status). Saved as typed, through the editor's queue.
 */
export function EventFields({ doc, readOnly, queue, onDocumentChange }: EventFieldsProps) {
  const t = useTranslations("editorPanel.event");
  const errorText = useErrorMessage();
  const [draft, setDraft] = useState<Draft>(() => ({
    startDate: toDateInput(doc.event.startDate),
    endDate: toDateInput(doc.event.endDate),
    hasStartDate: doc.event.hasStartDate,
    userState: doc.event.userState ?? "",
  }));
  const [serverError, setServerError] = useState<string | null>(null);
  // The save reads the latest draft when it runs (the queue keeps only the newest waiting save).
  const latest = useRef(draft);

  function change(patch: Partial<Draft>) {
    const next = { ...latest.current, ...patch };
    // Picking a start date fixes the date and clearing it opens it again (the switch can still mark a
    // chosen date as pencilled in); a new document needs no extra step before its first date.
    if (patch.startDate !== undefined) next.hasStartDate = Boolean(patch.startDate);
    latest.current = next;
    setDraft(next);
    setServerError(null);
    if (endBeforeStart(next)) return;
    queue.schedule(EVENT_SAVE_KEY, EVENT_SAVE_DELAY_MS, async (signal) => {
      const current = latest.current;
      if (endBeforeStart(current)) return; // made invalid again since: wait for the fix
      try {
        const answer = await documentSettingsApi.setEvent(
          doc.id,
          {
            startDate: current.startDate || null,
            endDate: current.endDate || null,
            hasStartDate: current.hasStartDate,
            userState: current.userState.trim() || null,
          },
          signal,
        );
        onDocumentChange({ event: eventFromWire(answer.event), version: answer.version });
        setServerError(null);
      } catch (error) {
        if (!signal.aborted) setServerError(t("failed", { reason: errorText(error) }));
        throw error; // the queue shows it and retries what can be retried
      }
    });
  }

  const rangeError = endBeforeStart(draft) ? t("endBeforeStart") : undefined;

  return (
    <div className="flex flex-col gap-4">
      <Switch
        label={t("hasStartDate")}
        description={t("hasStartDateHint")}
        checked={draft.hasStartDate}
        disabled={readOnly}
        onChange={(event) => change({ hasStartDate: event.target.checked })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          type="date"
          label={t("startDate")}
          value={draft.startDate}
          disabled={readOnly}
          onChange={(event) => change({ startDate: event.target.value })}
        />
        <TextField
          type="date"
          label={t("endDate")}
          value={draft.endDate}
          min={draft.startDate || undefined}
          disabled={readOnly}
          error={rangeError}
          onChange={(event) => change({ endDate: event.target.value })}
        />
      </div>
      <TextField
        label={t("userState")}
        hint={t("userStateHint", { max: EVENT_USER_STATE_MAX })}
        value={draft.userState}
        maxLength={EVENT_USER_STATE_MAX}
        disabled={readOnly}
        placeholder={t("userStatePlaceholder")}
        onChange={(event) => change({ userState: event.target.value })}
      />
      {serverError && <Alert tone="error">{serverError}</Alert>}
    </div>
  );
}
