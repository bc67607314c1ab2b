"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Alert, Button, cx, FormError } from "@/components/ui";
import { isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { documentApi } from "./document-api";
import { ConfirmDocumentDialog } from "./document-dialogs";
import { ArchiveBoxIcon, CopyIcon, PencilIcon, TrashIcon, UnarchiveIcon } from "./icons";

export interface DocumentHeaderProps {
  id: string;
  title: string;
  archived: boolean;
  deleted: boolean;
  isTheOwner: boolean;
  /** Members of the workspace may duplicate a document they read; the super admin from outside may not. */
  canDuplicate: boolean;
}

type Busy = "rename" | "archive" | "duplicate" | "delete" | "restore" | null;

/**
 * The document page's title and actions: the owner renames inline (Enter saves, Escape cancels),
 * archives (and goes back to the documents screen, workspace spec §4) or unarchives, deletes; every
 * member may duplicate.
 */
export function DocumentHeader({ id, title: initialTitle, archived, deleted, isTheOwner, canDuplicate }: DocumentHeaderProps) {
  const t = useTranslations("documents");
  const td = useTranslations("document");
  const router = useRouter();
  const errorText = useErrorMessage();
  const inputId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const [title, setTitle] = useState(initialTitle);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(initialTitle);
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();

  function startEditing() {
    setDraft(title);
    setFieldError(undefined);
    setError(undefined);
    setEditing(true);
    requestAnimationFrame(() => {
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    });
  }

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = draft.trim();
    if (!trimmed) {
      setFieldError(t("errors.titleEmpty"));
      return;
    }
    if (trimmed === title) return stopEditing();
    setBusy("rename");
    setFieldError(undefined);
    setError(undefined);
    try {
      const answer = await documentApi.rename(id, trimmed);
      setTitle(answer?.title ?? trimmed);
      stopEditing();
      router.refresh();
    } catch (failure) {
      const problem = isApiError(failure) ? failure.fields?.find((field) => field.path === "title")?.message : undefined;
      if (problem) setFieldError(problem);
      else setError(t("errors.renameFailed", { reason: errorText(failure) }));
    } finally {
      setBusy(null);
    }
  }

  async function run(kind: Exclude<Busy, null>, action: () => Promise<void>, failure: (reason: string) => string = (reason) => reason) {
    setBusy(kind);
    setError(undefined);
    try {
      await action();
    } catch (problem) {
      setError(failure(errorText(problem)));
      setBusy(null);
    }
  }

  const archive = () =>
    run("archive", async () => {
      await documentApi.setArchived(id, !archived);
      if (archived) {
        router.refresh();
        setBusy(null);
      } else router.push("/documents");
    });
  const duplicate = () =>
    run(
      "duplicate",
      async () => {
        const copy = await documentApi.duplicate(id);
        router.push(`/document/${copy.id}`);
      },
      (reason) => t("errors.duplicateFailed", { reason }),
    );
  const restore = () =>
    run("restore", async () => {
      await documentApi.restore(id);
      router.refresh();
      setBusy(null);
    });

  async function remove() {
    setBusy("delete");
    setDeleteError(undefined);
    try {
      await documentApi.remove(id);
      router.push("/documents");
    } catch (problem) {
      setDeleteError(errorText(problem));
      setBusy(null);
    }
  }

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      stopEditing();
    }
  };

  return (
    <div className="flex flex-col gap-4 pb-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          {editing ? (
            <form onSubmit={rename} noValidate className="flex flex-col gap-2">
              <label htmlFor={inputId} className="sr-only">
                {td("title.label")}
              </label>
              <div className="flex flex-wrap items-center gap-2">
                <input
                  id={inputId}
                  value={draft}
                  maxLength={200}
                  autoComplete="off"
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? `${inputId}-error` : undefined}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    if (fieldError) setFieldError(undefined);
                  }}
                  onKeyDown={onKey}
                  className={cx(
                    "h-11 min-w-0 flex-1 rounded-lg border bg-surface px-3 text-xl font-semibold tracking-tight text-ink-900 shadow-xs",
                    fieldError ? "border-danger-500" : "border-ink-300 focus:border-accent-500",
                  )}
                />
                <Button type="submit" loading={busy === "rename"}>
                  {td("title.save")}
                </Button>
                <Button variant="ghost" onClick={stopEditing} disabled={busy === "rename"}>
                  {td("title.cancel")}
                </Button>
              </div>
              {fieldError && (
                <p id={`${inputId}-error`} className="text-[0.8125rem] font-medium text-danger-700">
                  {fieldError}
                </p>
              )}
            </form>
          ) : (
            <div className="flex items-start gap-2">
              <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words text-ink-900 sm:text-[1.75rem] sm:leading-9">{title}</h1>
              {isTheOwner && !deleted && (
                <button
                  ref={editButton}
                  type="button"
                  onClick={startEditing}
                  aria-label={td("title.edit")}
                  title={td("title.edit")}
                  className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900"
                >
                  <PencilIcon className="size-4.5" />
                </button>
              )}
            </div>
          )}
        </div>
        {!deleted && (canDuplicate || isTheOwner) && (
          <div role="group" aria-label={td("actions.label")} className="flex shrink-0 flex-wrap items-center gap-2">
            {canDuplicate && (
              <Button variant="secondary" size="sm" onClick={() => void duplicate()} loading={busy === "duplicate"} disabled={busy !== null && busy !== "duplicate"} leadingIcon={<CopyIcon />}>
                {t("menu.duplicate")}
              </Button>
            )}
            {isTheOwner && (
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void archive()}
                  loading={busy === "archive"}
                  disabled={busy !== null && busy !== "archive"}
                  leadingIcon={archived ? <UnarchiveIcon /> : <ArchiveBoxIcon />}
                >
                  {t(archived ? "menu.unarchive" : "menu.archive")}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
                  onClick={() => {
                    setDeleteError(undefined);
                    setConfirming(true);
                  }}
                  disabled={busy !== null}
                  leadingIcon={<TrashIcon />}
                >
                  {t("menu.delete")}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      <FormError message={error} />
      {deleted && isTheOwner && (
        <Alert tone="warning" title={td("deleted.title")}>
          <span className="flex flex-wrap items-center justify-between gap-3">
            {td("deleted.text")}
            <Button size="sm" variant="secondary" onClick={() => void restore()} loading={busy === "restore"}>
              {td("deleted.restore")}
            </Button>
          </span>
        </Alert>
      )}
      <ConfirmDocumentDialog
        open={confirming}
        title={t("delete.title", { title })}
        text={t("delete.text")}
        confirmLabel={t("delete.submit")}
        busy={busy === "delete"}
        error={deleteError}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
