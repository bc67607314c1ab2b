"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button, Dialog, FormError, Switch } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { documentApi, type TeamTemplateSettings } from "./document-api";

/**
 * A team template's settings (owner or workspace admin): published, and whether documents made from
 * it may get new blocks or lose blocks. Saved together; the form starts from the saved values each
 * time the dialog opens.
 */
export function TemplateSettingsDialog({
  open,
  documentId,
  title,
  workspace,
  settings,
  onClose,
  onSaved,
}: {
  open: boolean;
  documentId: string;
  title: string;
  workspace: string;
  settings: TeamTemplateSettings;
  onClose: () => void;
  onSaved: (settings: TeamTemplateSettings) => void;
}) {
  const t = useTranslations("teamTemplates");
  const td = useTranslations("documents.dialogs");
  const formId = useId();
  const [busy, setBusy] = useState(false);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      closeOnBackdropClick={false}
      title={t("settingsTitle")}
      description={t("settingsDescription", { title })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {td("cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t("save")}
          </Button>
        </>
      }
    >
      {/* Mounted while open only: every opening starts from the saved values. */}
      {open && (
        <SettingsForm formId={formId} documentId={documentId} workspace={workspace} initial={settings} busy={busy} setBusy={setBusy} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function SettingsForm({
  formId,
  documentId,
  workspace,
  initial,
  busy,
  setBusy,
  onSaved,
}: {
  formId: string;
  documentId: string;
  workspace: string;
  initial: TeamTemplateSettings;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onSaved: (settings: TeamTemplateSettings) => void;
}) {
  const t = useTranslations("teamTemplates");
  const errorText = useErrorMessage();
  const firstId = useId();
  const rulesId = useId();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string>();

  // Start on the first switch (showModal would focus the dialog's close button).
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(firstId)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [firstId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const saved = await documentApi.teamTemplateSettings(documentId, values);
      onSaved(saved ?? values);
    } catch (problem) {
      setError(errorText(problem));
    } finally {
      setBusy(false);
    }
  }

  const toggle = (key: keyof TeamTemplateSettings) => (event: { target: { checked: boolean } }) =>
    setValues((current) => ({ ...current, [key]: event.target.checked }));

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormError message={error} />
      <Switch
        id={firstId}
        name="published"
        label={t("published")}
        description={t("publishedHint", { workspace })}
        checked={values.published}
        onChange={toggle("published")}
      />
      <div role="group" aria-labelledby={rulesId} className="flex flex-col gap-4 border-t border-ink-100 pt-5">
        <h3 id={rulesId} className="text-sm font-semibold text-ink-900">
          {t("rulesHeading")}
        </h3>
        <Switch
          name="allowAddNewBlocks"
          label={t("allowAddNewBlocks")}
          description={t("allowAddNewBlocksHint")}
          checked={values.allowAddNewBlocks}
          onChange={toggle("allowAddNewBlocks")}
        />
        <Switch
          name="allowDeleteBlocks"
          label={t("allowDeleteBlocks")}
          description={t("allowDeleteBlocksHint")}
          checked={values.allowDeleteBlocks}
          onChange={toggle("allowDeleteBlocks")}
        />
        <p className="text-[0.8125rem] leading-5 text-ink-500">{t("appliesToNew")}</p>
      </div>
    </form>
  );
}
