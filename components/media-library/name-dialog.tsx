"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button, Dialog, TextField } from "@/components/ui";

export interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  maxLength: number;
  submitLabel: string;
  /** Saves the trimmed name; answers an error message to show, or nothing when done. */
  onSubmit: (name: string) => Promise<string | undefined>;
  onClose: () => void;
}

/** One text field in a dialog: naming a new album or renaming an image. */
export function NameDialog({ open, title, label, initial, maxLength, submitLabel, onSubmit, onClose }: NameDialogProps) {
  const t = useTranslations("mediaLibrary");
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (!name) {
      setError(t("nameRequired"));
      return;
    }
    setBusy(true);
    const problem = await onSubmit(name);
    setBusy(false);
    setError(problem);
  };

  const formId = `name-dialog-${title.replace(/\W+/g, "-")}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField label={label} value={value} maxLength={maxLength} onChange={(event) => setValue(event.target.value)} error={error} autoFocus required />
      </form>
    </Dialog>
  );
}
