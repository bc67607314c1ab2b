"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type DragEvent } from "react";
import { Alert, Button, cx, Dialog, DocumentIcon, FormError } from "@/components/ui";
import { uploadWithProgress } from "@/lib/client/upload-with-progress";
import { useErrorMessage } from "@/lib/client/use-error-message";

export interface ImportDocumentDialogProps {
  open: boolean;
  onClose: () => void;
  /** The workspace the documents are imported into. */
  teamId: string;
}

interface ImportedDocument {
  id: string;
  title: string;
}

/** What the server accepts (POST /api/team/{id}/document-import; lib/http/form-body.ts caps the body). */
const ACCEPT = ".eventdocs,.zip";
const MAX_BYTES = 25 * 1024 * 1024;
const MAX_LABEL = "25 MB";
const accepted = (name: string) => /\.(eventdocs|zip)$/i.test(name);

type Phase = "idle" | "uploading" | "processing" | "done";


/**
 * Imports an Eventdocs export (.eventdocs) or a .zip of the same layout into a workspace: pick or
 * drop a file, watch it upload, then open the imported documents. The server checks the file; its
 * message is shown as it comes (a refused file changes nothing).
 */
export function ImportDocumentDialog({ open, onClose, teamId }: ImportDocumentDialogProps) {
  const t = useTranslations("documentImport");
  const errorText = useErrorMessage();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const [imported, setImported] = useState<ImportedDocument[]>([]);
  const busy = phase === "uploading" || phase === "processing";

  function reset() {
    setFile(null);
    setDragging(false);
    setPhase("idle");
    setProgress(0);
    setError(undefined);
    setImported([]);
    if (input.current) input.current.value = "";
  }

  // Closing forgets everything, so the next opening starts afresh (the dialog stays mounted while closed).
  function close() {
    if (busy) return;
    onClose();
    reset();
  }

  function pick(candidate: File | undefined) {
    setError(undefined);
    if (!candidate) return;
    if (!accepted(candidate.name)) {
      setFile(null);
      setError(t("wrongType"));
      return;
    }
    if (candidate.size > MAX_BYTES) {
      setFile(null);
      setError(t("tooLarge", { size: MAX_LABEL }));
      return;
    }
    setFile(candidate);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    pick(event.dataTransfer.files?.[0]);
  }

  async function submit() {
    if (!file || busy) return;
    const form = new FormData();
    form.append("file", file);
    setError(undefined);
    setProgress(0);
    setPhase("uploading");
    try {
      const answer = await uploadWithProgress<{ documents: ImportedDocument[] }>(`/api/team/${teamId}/document-import`, form, (fraction) => {
        setProgress(fraction);
        if (fraction >= 1) setPhase("processing");
      });
      setImported(answer.documents);
      setPhase("done");
    } catch (caught) {
      setError(errorText(caught));
      setPhase("idle");
    }
  }

  const percent = Math.round(progress * 100);

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!busy}
      closeOnBackdropClick={!file}
      title={t("title")}
      description={phase === "done" ? undefined : t("description")}
      footer={
        phase === "done" ? (
          <>
            <Button type="button" variant="secondary" onClick={reset}>
              {t("importAnother")}
            </Button>
            <Button type="button" onClick={close}>
              {t("close")}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" variant="secondary" onClick={close} disabled={busy}>
              {t("cancel")}
            </Button>
            <Button type="button" onClick={() => void submit()} disabled={!file} loading={busy}>
              {t("import")}
            </Button>
          </>
        )
      }
    >
      {phase === "done" ? (
        <Alert tone="success" title={t("successTitle", { count: imported.length })}>
          <p>{t("successText")}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {imported.map((doc) => (
              <li key={doc.id}>
                <Link href={`/document/${doc.id}`} className="font-medium underline underline-offset-2 hover:no-underline">
                  {doc.title}
                </Link>
              </li>
            ))}
          </ul>
        </Alert>
      ) : (
        <div className="flex flex-col gap-4">
          <FormError message={error} />
          <div
            onDragEnter={(event) => {
              event.preventDefault();
              if (!busy) setDragging(true);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={onDrop}
            className={cx(
              "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center text-sm transition-colors",
              "has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-accent-500 has-[input:focus-visible]:ring-offset-2",
              dragging ? "border-accent-500 bg-accent-50" : "border-ink-300 bg-ink-50/60",
              busy && "opacity-60",
            )}
          >
            <DocumentIcon aria-hidden="true" className="size-8 text-ink-400" />
            <p className="text-ink-700">
              {t("dropHere")}{" "}
              <label htmlFor={inputId} className={cx("font-medium text-accent-700 underline underline-offset-2", busy ? "cursor-not-allowed" : "cursor-pointer hover:no-underline")}>
                {t("chooseFile")}
              </label>
            </p>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={ACCEPT}
              disabled={busy}
              aria-label={t("fileLabel")}
              aria-describedby={hintId}
              className="sr-only"
              onChange={(event) => pick(event.target.files?.[0])}
            />
            <p id={hintId} className="text-xs text-ink-500">
              {t("accepted", { size: MAX_LABEL })}
            </p>
            {file && (
              <p className="font-medium break-all text-ink-900" aria-live="polite">
                {t("selected", { name: file.name })}
              </p>
            )}
          </div>
          {busy && (
            <div className="flex flex-col gap-1" aria-live="polite">
              <progress
                className="h-2 w-full overflow-hidden rounded-full accent-accent-600"
                max={100}
                value={phase === "uploading" ? percent : undefined}
                aria-label={phase === "uploading" ? t("uploading", { percent }) : t("processing")}
              />
              <p className="text-sm text-ink-600">{phase === "uploading" ? t("uploading", { percent }) : t("processing")}</p>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
