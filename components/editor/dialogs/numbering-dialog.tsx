"use client";

import { useTranslations } from "next-intl";
import { memo } from "react";
import { useDialogDraft } from "./use-dialog-draft";
import { Alert, Button, Dialog } from "@/components/ui";
import { NUMBERING_STYLES, type NumberingStyle } from "@/lib/blocks/numbering";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { DocumentView } from "@/lib/documents/view";
import { isNumberingStyle, NUMBERING_STYLE_KEYS } from "../panel/numbering-example";
import { documentSettingsApi } from "../panel/settings-api";
import { NumberingChoice } from "./numbering-choice";

export interface NumberingDialogProps {
  open: boolean;
  onClose: () => void;
  doc: DocumentView;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
  readOnly: boolean;
}

/** Numbering settings: the five heading numbering styles side by side, each with 4 nested levels. */
export const NumberingDialog = memo(function NumberingDialog({ open, onClose, doc, onDocumentChange, readOnly }: NumberingDialogProps) {
  const t = useTranslations("editorPanel.numbering");
  const errorText = useErrorMessage();
  const stored: NumberingStyle = isNumberingStyle(doc.numberingStyle) ? doc.numberingStyle : "off";
  // Each opening starts from the document's current style.
  const { draft: chosen, setDraft: setChosen, busy, error, submit } = useDialogDraft<NumberingStyle>(open, stored);

  async function save() {
    if (chosen === stored) return onClose();
    await submit(
      async () => {
        const answer = await documentSettingsApi.setNumberingStyle(doc.id, chosen);
        onDocumentChange({ numberingStyle: answer.numberingStyle, version: answer.version });
        onClose();
      },
      (failure) => t("failed", { reason: errorText(failure) }),
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      size="lg"
      title={t("dialogTitle")}
      description={t("dialogDescription")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button onClick={save} loading={busy} disabled={readOnly}>
            {t("apply")}
          </Button>
        </>
      }
    >
      <fieldset disabled={readOnly || busy}>
        <legend className="sr-only">{t("label")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {NUMBERING_STYLES.map((style) => (
            <NumberingChoice key={style} style={style} name={t(`styles.${NUMBERING_STYLE_KEYS[style]}`)} checked={chosen === style} onChoose={setChosen} />
          ))}
        </div>
      </fieldset>
      <p className="mt-3 text-[0.8125rem] leading-5 text-ink-500">{t("levelsNote")}</p>
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
    </Dialog>
  );
});
