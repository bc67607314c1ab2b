"use client";

import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { PAPER_SIZES, type DocumentView, type WirePaperSize } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { documentSettingsApi } from "./settings-api";
import { usePanelAction } from "./use-panel-action";

export interface PaperSizeFieldProps {
  documentId: string;
  paperSize: WirePaperSize;
  readOnly: boolean;
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
}

/** A4 (the default) or US legal: the page's proportions on screen and in print. */
export function PaperSizeField({ documentId, paperSize, readOnly, queue, onDocumentChange }: PaperSizeFieldProps) {
  const t = useTranslations("editorPanel.paper");
  const errorText = useErrorMessage();
  const { busy, error, run } = usePanelAction(queue);

  async function choose(value: WirePaperSize) {
    const answer = await run(() => documentSettingsApi.setPaperSize(documentId, value));
    if (answer) onDocumentChange({ paperSize: answer.paperSize, version: answer.version });
  }

  return (
    <SelectField
      label={t("label")}
      value={paperSize}
      disabled={readOnly || busy}
      onChange={(event) => choose(event.target.value as WirePaperSize)}
      options={PAPER_SIZES.map((size) => ({ value: size, label: t(`sizes.${size === "A4" ? "a4" : "usLegal"}`) }))}
      error={error ? t("failed", { reason: errorText(error) }) : undefined}
    />
  );
}
