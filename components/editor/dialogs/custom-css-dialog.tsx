"use client";

import { useTranslations } from "next-intl";
import { memo } from "react";
import { useDialogDraft } from "./use-dialog-draft";
import { Alert, Button, Dialog, TextareaField } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { DocumentView } from "@/lib/documents/view";
import { CUSTOM_CSS_MAX } from "../panel/limits";
import { documentSettingsApi } from "../panel/settings-api";

export interface CustomCssDialogProps {
  open: boolean;
  onClose: () => void;
  doc: DocumentView;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
  readOnly: boolean;
}

/**
 * The document's custom CSS. The server refuses anything that could leave the style element or
 * load and run things (<, @import, expression(), javascript: ...); its reason is shown as it says it.
 */
export const CustomCssDialog = memo(function CustomCssDialog({ open, onClose, doc, onDocumentChange, readOnly }: CustomCssDialogProps) {
  const t = useTranslations("editorPanel.customCss");
  const errorText = useErrorMessage();
  // Each opening starts from the stored CSS.
  const { draft: css, setDraft: setCss, busy, error, submit } = useDialogDraft(open, doc.customCss ?? "");

  async function save() {
    await submit(
      async () => {
        const answer = await documentSettingsApi.setCustomCss(doc.id, css.trim() ? css : null);
        onDocumentChange({ customCss: answer.customCss, version: answer.version });
        onClose();
      },
      // The server's message carries the reason ("This CSS contains something that is not allowed: @import").
      errorText,
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!busy}
      closeOnBackdropClick={false}
      size="lg"
      title={t("dialogTitle")}
      description={t("dialogDescription")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("cancel")}
          </Button>
          <Button onClick={save} loading={busy} disabled={readOnly}>
            {t("save")}
          </Button>
        </>
      }
    >
      <TextareaField
        label={t("fieldLabel")}
        hint={t("counter", { count: css.length, max: CUSTOM_CSS_MAX })}
        value={css}
        rows={14}
        maxLength={CUSTOM_CSS_MAX}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        readOnly={readOnly}
        placeholder={t("placeholder")}
        onChange={(event) => setCss(event.target.value)}
        className="font-mono text-[0.8125rem]"
        error={error ?? undefined}
      />
      <Alert tone="info" live={false} className="mt-3">
        {t("scopeNote")}
      </Alert>
    </Dialog>
  );
});
