"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button, SelectField } from "@/components/ui";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { docStyleApi } from "./doc-style-api";
import { usePanelAction } from "./use-panel-action";

export interface DocStyleFieldProps {
  doc: DocumentView;
  readOnly: boolean;
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
}

/**
 * The document's style: one of the workspace's styles, copied into the document (accounts spec §4).
 * When the workspace style changed after the copy was taken, it says so and updates in one click.
 */
export function DocStyleField({ doc, readOnly, queue, onDocumentChange }: DocStyleFieldProps) {
  const t = useTranslations("editorPanel.docStyle");
  const errorText = useErrorMessage();
  const { busy, error, run } = usePanelAction(queue);
  const [styles, setStyles] = useState<{ id: string; name: string }[] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const teamId = doc.team._id;
  const current = doc.style;

  useEffect(() => {
    // The list only serves changing the style; a reader (also an operator outside the workspace,
    // who may not list its styles) sees the document's own style without it.
    if (readOnly) return;
    const controller = new AbortController();
    docStyleApi
      .list(teamId, controller.signal)
      .then((answer) => setStyles(answer.styles))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setLoadError(failure);
      });
    return () => controller.abort();
  }, [teamId, readOnly]);

  async function apply(request: () => Promise<Awaited<ReturnType<typeof docStyleApi.set>>>) {
    const answer = await run(request);
    if (answer) onDocumentChange({ styleData: answer.styleData, style: answer.style, styleUpToDate: answer.styleUpToDate, version: answer.version });
  }

  const options = [
    ...(current ? [] : [{ value: "", label: t("none") }]),
    ...(styles ?? (current ? [{ id: current._id, name: current.name }] : [])).map((style) => ({ value: style.id, label: style.name })),
  ];

  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={t("label")}
        value={current?._id ?? ""}
        disabled={readOnly || busy || !styles}
        onChange={(event) => event.target.value && void apply(() => docStyleApi.set(doc.id, event.target.value))}
        options={options}
        error={error ? t("failed", { reason: errorText(error) }) : loadError ? t("loadFailed", { reason: errorText(loadError) }) : undefined}
      />
      {current && doc.styleUpToDate === false && (
        <div role="status" className="flex flex-col gap-2 rounded-lg border border-warning-200 bg-warning-50 px-3 py-2.5 text-[0.8125rem] leading-5 text-warning-900">
          <p>{t("outdated", { name: current.name })}</p>
          {!readOnly && (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => void apply(() => docStyleApi.update(doc.id, current._id))}>
              {t("update")}
            </Button>
          )}
        </div>
      )}
      {current && doc.styleUpToDate === true && <p className="text-[0.8125rem] text-ink-500">{t("upToDate")}</p>}
      {current && (
        <Link href={`/team/${encodeURIComponent(teamId)}/doc-style-editor/${encodeURIComponent(current._id)}`} className="text-[0.8125rem] font-medium text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600">
          {doc.isTeamAdmin ? t("editStyle") : t("viewStyle")}
        </Link>
      )}
    </div>
  );
}

