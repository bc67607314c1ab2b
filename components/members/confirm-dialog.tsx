"use client";

import { useTranslations } from "next-intl";
import { Button, Dialog, FormError } from "@/components/ui";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes-or-no question before something that cannot be undone, such as removing a member. */
export function ConfirmDialog({ open, title, text, confirmLabel, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useTranslations("members.confirm");
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
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? <FormError message={error} /> : undefined}
    </Dialog>
  );
}
