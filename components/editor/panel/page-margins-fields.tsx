"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Alert, TextField } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { DocumentView, WirePaperSize } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { PAGE_MARGIN_MAX } from "./limits";
import { MARGIN_SIDES, marginDrafts, parseMargins, type MarginDrafts, type MarginProblem, type MarginSide } from "./margins";
import { PagePreview } from "./page-preview";
import { documentSettingsApi, type PageMarginsValue } from "./settings-api";

const MARGINS_SAVE_DELAY_MS = 500;
export const MARGINS_SAVE_KEY = "pageMargins";

export interface PageMarginsFieldsProps {
  documentId: string;
  paperSize: WirePaperSize;
  margins: PageMarginsValue;
  readOnly: boolean;
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
}

/** The page margins in px of the 940 px page, checked as the server checks them and saved as typed. */
export function PageMarginsFields({ documentId, paperSize, margins, readOnly, queue, onDocumentChange }: PageMarginsFieldsProps) {
  const t = useTranslations("editorPanel.margins");
  const errorText = useErrorMessage();
  const [drafts, setDrafts] = useState<MarginDrafts>(() => marginDrafts(margins));
  const [shown, setShown] = useState<PageMarginsValue>(margins);
  const [serverError, setServerError] = useState<string | null>(null);
  const latest = useRef(drafts);
  const parsed = parseMargins(drafts);
  const problem = "problem" in parsed ? parsed.problem : null;

  function change(side: MarginSide, value: string) {
    const next = { ...latest.current, [side]: value };
    latest.current = next;
    setDrafts(next);
    setServerError(null);
    const result = parseMargins(next);
    if (!("margins" in result)) return;
    setShown(result.margins);
    queue.schedule(MARGINS_SAVE_KEY, MARGINS_SAVE_DELAY_MS, async (signal) => {
      const current = parseMargins(latest.current);
      if (!("margins" in current)) return; // made invalid since: nothing to save until fixed
      try {
        const answer = await documentSettingsApi.setPageMargins(documentId, current.margins, signal);
        onDocumentChange({ design: answer.design, version: answer.version });
      } catch (error) {
        if (!signal.aborted) setServerError(t("failed", { reason: errorText(error) }));
        throw error;
      }
    });
  }

  const problemText = (found: MarginProblem) =>
    found.kind === "tooWide" ? t("tooWide", { max: found.max }) : t(found.kind, { side: t(`sides.${found.side}`), max: PAGE_MARGIN_MAX });

  return (
    <div className="flex flex-col gap-3">
      <PagePreview paperSize={paperSize} margins={shown} />
      <div className="grid grid-cols-2 gap-3">
        {MARGIN_SIDES.map((side) => (
          <TextField
            key={side}
            type="number"
            inputMode="decimal"
            min={0}
            max={PAGE_MARGIN_MAX}
            step={1}
            label={t("sideLabel", { side: t(`sides.${side}`) })}
            value={drafts[side]}
            disabled={readOnly}
            aria-invalid={problem && "side" in problem && problem.side === side ? true : undefined}
            onChange={(event) => change(side, event.target.value)}
          />
        ))}
      </div>
      {problem && (
        <Alert tone="error">
          {problemText(problem)}
        </Alert>
      )}
      {serverError && <Alert tone="error">{serverError}</Alert>}
    </div>
  );
}
