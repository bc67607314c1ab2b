"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Alert, Button, Dialog } from "@/components/ui";
import { FieldHint, FieldLabel } from "@/components/ui/field";
import { isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { docStyleApi, type DocStyleItem } from "./doc-style-api";
import { importProblemView } from "./server-problems";

export interface ImportStyleDialogProps {
  open: boolean;
  teamId: string;
  onClose: () => void;
  /** The new style the file made (the caller opens it). */
  onImported: (style: DocStyleItem) => void;
}

interface ImportProblem {
  message: string;
  fields: { path: string; message: string }[];
}

/** Imports a style exported as JSON. A malformed file is refused by the server, whose reason is shown as it says it, field by field. */
export function ImportStyleDialog({ open, teamId, onClose, onImported }: ImportStyleDialogProps) {
  const t = useTranslations("docStyles.import");
  const errorText = useErrorMessage();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ImportProblem | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts empty.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFile(null);
      setProblem(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblem({ message: t("fileRequired"), fields: [] });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const style = await docStyleApi.importFile(teamId, file);
      onImported(style);
    } catch (error) {
      const view = importProblemView(errorText(error), isApiError(error) ? (error.fields ?? []) : []);
      setProblem({ message: view.text, fields: view.fields });
    } finally {
      setBusy(false);
    }
  }

  const formId = `${inputId}-form`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      closeOnBackdropClick={false}
      title={t("title")}
      description={t("description")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t("submit")}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1.5">
          <FieldLabel htmlFor={inputId}>{t("fileLabel")}</FieldLabel>
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            aria-describedby={`${inputId}-hint`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
            className="block w-full rounded-lg border border-ink-300 bg-surface text-sm text-ink-800 file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-ink-200 file:bg-ink-50 file:px-4 file:font-medium file:text-ink-800 hover:file:bg-ink-100"
          />
          <FieldHint id={`${inputId}-hint`}>{t("fileHint")}</FieldHint>
        </div>
        {problem && (
          <Alert tone="error" title={t("failed")} data-testid="import-style-error">
            <p className="break-words">{problem.message}</p>
            {problem.fields.length > 0 && (
              <ul className="mt-2 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5">
                {problem.fields.map((field) => (
                  <li key={`${field.path}:${field.message}`}>
                    <code className="rounded bg-danger-100/70 px-1 font-mono text-[0.8125rem]">{field.path}</code> {field.message}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </form>
    </Dialog>
  );
}
