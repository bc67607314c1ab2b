"use client";

import { useTranslations } from "next-intl";
import { Button, SelectField } from "@/components/ui";
import { NUMBERING_STYLES, type NumberingStyle } from "@/lib/blocks/numbering";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { isNumberingStyle, NUMBERING_STYLE_KEYS, numberingExample } from "./numbering-example";
import { documentSettingsApi } from "./settings-api";
import { usePanelAction } from "./use-panel-action";

export interface NumberingFieldProps {
  documentId: string;
  numberingStyle: string;
  readOnly: boolean;
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
  onOpenSettings: () => void;
}

/** Heading numbering: each choice shows its labels for 4 nested levels; the dialog shows more. */
export function NumberingField({ documentId, numberingStyle, readOnly, queue, onDocumentChange, onOpenSettings }: NumberingFieldProps) {
  const t = useTranslations("editorPanel.numbering");
  const errorText = useErrorMessage();
  const { busy, error, run } = usePanelAction(queue);
  const current: NumberingStyle = isNumberingStyle(numberingStyle) ? numberingStyle : "off";

  async function choose(value: string) {
    if (!isNumberingStyle(value)) return;
    const answer = await run(() => documentSettingsApi.setNumberingStyle(documentId, value));
    if (answer) onDocumentChange({ numberingStyle: answer.numberingStyle, version: answer.version });
  }

  const optionLabel = (style: NumberingStyle) => {
    const name = t(`styles.${NUMBERING_STYLE_KEYS[style]}`);
    return style === "off" ? name : t("optionWithExample", { name, example: numberingExample(style) });
  };

  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={t("label")}
        hint={t("hint")}
        value={current}
        disabled={readOnly || busy}
        onChange={(event) => choose(event.target.value)}
        options={NUMBERING_STYLES.map((style) => ({ value: style, label: optionLabel(style) }))}
        error={error ? t("failed", { reason: errorText(error) }) : undefined}
      />
      <Button variant="secondary" size="sm" className="self-start" onClick={onOpenSettings} disabled={readOnly}>
        {t("settings")}
      </Button>
    </div>
  );
}
