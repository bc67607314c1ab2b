"use client";

import { useTranslations } from "next-intl";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { FormError } from "./form-error";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The answer that keeps things as they are; "Cancel" unless the step itself is a cancellation. */
  cancelLabel?: string;
  busy: boolean;
  error?: string;
  /** "primary" for a question whose answer destroys nothing. */
  tone?: "danger" | "primary";
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes-or-no question before a step that is not undone in one click (removing, deleting...). */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, busy, error, tone = "danger", onConfirm, onClose }: ConfirmDialogProps) {
  const t = useTranslations("ui");
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title={title}
      description={text}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {cancelLabel ?? t("cancel")}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <FormError message={error} /> : undefined}
    </Dialog>
  );
}
