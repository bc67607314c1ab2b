"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { DocumentTitleField, isTitleTooLong } from "@/components/documents/title-length";
import { Alert, Button } from "@/components/ui";
import { isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { DOCUMENT_TITLE_MAX } from "@/lib/documents/limits";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { publishDocumentTitle, useDocumentTitle, type TitleAt } from "../document-title";
import { documentSettingsApi } from "./settings-api";

export interface TitleFieldProps {
  documentId: string;
  title: string;
  /** The document's version in the editor's copy: stamps the title when it changes there (an undo, a redo). */
  version: number;
  readOnly: boolean;
  /** Counts the rename as saving. */
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
}

/**
 * The document's name, renamed inline: Enter saves, Escape cancels. Emptiness is the server's to
 * refuse, in the spec's words ('Document name can not be empty'), shown after 'Updating document
 * title has failed.' like every other rename failure. The page's header shows the same title
 * (../document-title.ts): a rename in either place shows in both at once, and reaches the editor's
 * copy of the document, which names it when sharing and exporting.
 */
export function TitleField({ documentId, title, version, readOnly, queue, onDocumentChange }: TitleFieldProps) {
  const t = useTranslations("editorPanel.title");
  const tc = useTranslations("ui.characterCount");
  const errorText = useErrorMessage();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(title);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const editButton = useRef<HTMLButtonElement>(null);

  // The editor's copy changes its version with every setting saved; the title keeps the version at
  // which it last changed, so an unrelated save never makes an older title look newer.
  const [own, setOwn] = useState<TitleAt>({ title, version });
  if (own.title !== title) setOwn({ title, version });
  useEffect(() => publishDocumentTitle(documentId, own), [documentId, own]);
  const live = useDocumentTitle(documentId, own);
  // Renamed in the header: the editor's copy follows.
  useEffect(() => {
    if (live.title !== title) onDocumentChange({ title: live.title });
  }, [live.title, title, onDocumentChange]);
  const shown = live.title;

  function startEditing() {
    setDraft(shown);
    setError(null);
    setFieldError(undefined);
    setEditing(true);
  }

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (draft === shown) return stopEditing();
    // A title stored before the limit may be longer: it is kept until renamed, and a rename must fit.
    if (isTitleTooLong(draft)) return setFieldError(tc("tooLong", { max: DOCUMENT_TITLE_MAX }));
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      const answer = await queue.track(documentSettingsApi.rename(documentId, draft));
      publishDocumentTitle(documentId, { title: answer.title, version: answer.version });
      onDocumentChange({ title: answer.title, version: answer.version });
      stopEditing();
    } catch (failure) {
      const problem = isApiError(failure) ? failure.fields?.find((field) => field.path === "title")?.message : undefined;
      setError(t("failed", { reason: problem ?? errorText(failure) }));
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
          {/* A long title (one stored before the limit) stays whole in the tooltip and for screen readers. */}
          <p data-testid="document-tab-title" title={shown} className="mt-0.5 line-clamp-3 text-[0.9375rem] break-words text-ink-900">
            {shown}
          </p>
        </div>
        {!readOnly && (
          <Button ref={editButton} variant="secondary" size="sm" onClick={startEditing} aria-label={t("renameLabel", { title: shown })}>
            {t("rename")}
          </Button>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-2" noValidate>
      <DocumentTitleField
        label={t("label")}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setFieldError(undefined);
        }}
        onKeyDown={onKeyDown}
        error={fieldError}
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
