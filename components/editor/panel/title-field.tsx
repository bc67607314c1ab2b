"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Alert, Button, TextField } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { DOCUMENT_TITLE_MAX } from "@/lib/documents/limits";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { documentSettingsApi } from "./settings-api";

export interface TitleFieldProps {
  documentId: string;
  title: string;
  readOnly: boolean;
  /** Counts the rename as saving. */
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
}

/**
 * The document's name, renamed inline: Enter saves, Escape cancels. Emptiness is the server's to
 * refuse, in the spec's words ('Document name can not be empty'), shown after 'Updating document
 * title has failed.' like every other rename failure.
 */
export function TitleField({ documentId, title, readOnly, queue, onDocumentChange }: TitleFieldProps) {
  const router = useRouter();
  const t = useTranslations("editorPanel.title");
  const errorText = useErrorMessage();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  function startEditing() {
    setDraft(title);
    setError(null);
    setEditing(true);
  }

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (draft === title) return stopEditing();
    setBusy(true);
    setError(null);
    try {
      const answer = await queue.track(documentSettingsApi.rename(documentId, draft));
      onDocumentChange({ title: answer.title, version: answer.version });
      router.refresh(); // the page's header shows the title too
      stopEditing();
    } catch (failure) {
      setError(t("failed", { reason: errorText(failure) }));
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape" && !busy) {
      event.preventDefault();
      event.stopPropagation();
      stopEditing();
    }
  }

  if (!editing) {
    return (
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink-800">{t("label")}</p>
          <p className="mt-0.5 text-[0.9375rem] break-words text-ink-900">{title}</p>
        </div>
        {!readOnly && (
          <Button ref={editButton} variant="secondary" size="sm" onClick={startEditing} aria-label={t("renameLabel", { title })}>
            {t("rename")}
          </Button>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-2" noValidate>
      <TextField
        label={t("label")}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        maxLength={DOCUMENT_TITLE_MAX}
        autoFocus
        onFocus={(event) => event.currentTarget.select()}
        disabled={busy}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={stopEditing} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button type="submit" size="sm" loading={busy}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
