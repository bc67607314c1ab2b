"use client";

import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { RichTextEditor } from "@/lib/blocks/rich-text";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { documentSettingsApi } from "./settings-api";

/** Editing autosave (workspace spec §9). */
const HEADER_FOOTER_SAVE_DELAY_MS = 500;

export interface HeaderFooterFieldProps {
  documentId: string;
  /** Which one: they save under their own keys and send only their own field. */
  part: "header" | "footer";
  /** The stored HTML (JSON column holding a string, or null). */
  value: unknown;
  readOnly: boolean;
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
}

/**
 * The document's header or footer: rich text repeated on every printed page, saved as typed. The
 * box (toolbar and text) shows focus like a text field while its text has it.
 */
export function HeaderFooterField({ documentId, part, value, readOnly, queue, onDocumentChange }: HeaderFooterFieldProps) {
  const t = useTranslations("editorPanel.headerFooter");
  const labelId = useId();
  const [html, setHtml] = useState(typeof value === "string" ? value : "");
  const latest = useRef(html);

  function change(next: string) {
    latest.current = next;
    setHtml(next);
    queue.schedule(part, HEADER_FOOTER_SAVE_DELAY_MS, async (signal) => {
      const answer = await documentSettingsApi.setHeaderFooter(documentId, { [part]: latest.current }, signal);
      onDocumentChange({ [part]: answer[part], version: answer.version });
    });
  }

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium text-ink-800">
        {t(part)}
      </p>
      <RichTextEditor
        value={html}
        onChange={change}
        readOnly={readOnly}
        ariaLabel={t(`${part}Label`)}
        placeholder={t(`${part}Placeholder`)}
        className="rounded-lg border border-ink-300 bg-surface p-2 has-[[role=textbox]:focus]:border-accent-500 has-[[role=textbox]:focus-visible]:outline-2 has-[[role=textbox]:focus-visible]:outline-offset-2 has-[[role=textbox]:focus-visible]:outline-solid has-[[role=textbox]:focus-visible]:outline-accent-600"
      />
    </div>
  );
}
