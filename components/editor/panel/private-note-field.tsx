"use client";

import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { TextareaField } from "@/components/ui";
import { LockIcon } from "@/components/documents/icons";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { PRIVATE_NOTE_MAX } from "./limits";
import { documentSettingsApi } from "./settings-api";

/** The private note saves 1000 ms after the last keystroke (workspace spec §9). */
export const PRIVATE_NOTE_SAVE_DELAY_MS = 1000;
export const PRIVATE_NOTE_SAVE_KEY = "privateNote";

export interface PrivateNoteFieldProps {
  documentId: string;
  note: string | null;
  readOnly: boolean;
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
}

/**
 * The owner's private note: never shared, never shown to colleagues. It keeps its own text while
 * the user types; the server's answer only updates the document, so a slow answer cannot overwrite
 * what was typed after the save started.
 */
export function PrivateNoteField({ documentId, note, readOnly, queue, onDocumentChange }: PrivateNoteFieldProps) {
  const t = useTranslations("editorPanel.privateNote");
  const [text, setText] = useState(note ?? "");
  const latest = useRef(text);

  function change(value: string) {
    latest.current = value;
    setText(value);
    queue.schedule(PRIVATE_NOTE_SAVE_KEY, PRIVATE_NOTE_SAVE_DELAY_MS, async (signal) => {
      const answer = await documentSettingsApi.setPrivateNote(documentId, latest.current || null, signal);
      onDocumentChange({ privateNote: answer.privateNote, version: answer.version });
    });
  }

  return (
    <TextareaField
      label={
        <span className="inline-flex items-center gap-1.5">
          <LockIcon className="size-3.5 text-ink-500" />
          {t("label")}
        </span>
      }
      hint={t("hint")}
      value={text}
      rows={6}
      maxLength={PRIVATE_NOTE_MAX}
      disabled={readOnly}
      placeholder={t("placeholder")}
      onChange={(event) => change(event.target.value)}
    />
  );
}
