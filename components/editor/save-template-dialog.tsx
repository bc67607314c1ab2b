"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { DocumentTitleField } from "@/components/documents/title-length";
import { Button, Dialog } from "@/components/ui";

/** Names a block before it is saved as a content template (a saved block). */
export function SaveTemplateDialog({
  open,
  defaultTitle,
  onClose,
  onSave,
}: {
  open: boolean;
  defaultTitle: string;
  onClose: () => void;
  onSave: (title: string) => Promise<boolean>;
}) {
  const t = useTranslations("editor.saveTemplate");
  const [title, setTitle] = useState(defaultTitle);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(t("titleRequired"));
      return;
    }
    setBusy(true);
    const saved = await onSave(title.trim());
    setBusy(false);
    if (saved) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title={t("title")}
      description={t("description")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button type="submit" form="save-template-form" loading={busy}>
            {t("save")}
          </Button>
        </>
      }
    >
      <form id="save-template-form" onSubmit={submit} noValidate>
        {/* A saved block is a document: its name has a document's length limit. */}
        <DocumentTitleField label={t("name")} value={title} onChange={(event) => (setTitle(event.target.value), setError(null))} error={error ?? undefined} autoFocus />
      </form>
    </Dialog>
  );
}
