"use client";

import { useTranslations } from "next-intl";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { EventFields } from "./event-fields";
import { PanelSection } from "./panel-section";
import { PrivateNoteField } from "./private-note-field";

export interface EventTabProps {
  doc: DocumentView;
  readOnly: boolean;
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
}

/** The Event Info tab: the event's dates and state, and the owner's private note. */
export function EventTab({ doc, readOnly, queue, onDocumentChange }: EventTabProps) {
  const t = useTranslations("editorPanel.sections");
  return (
    <>
      <PanelSection title={t("event")}>
        <EventFields doc={doc} readOnly={readOnly} queue={queue} onDocumentChange={onDocumentChange} />
      </PanelSection>
      {/* The note is the owner's alone: the server sends it to nobody else. */}
      {doc.isTheOwner && (
        <PanelSection title={t("privateNote")} description={t("privateNoteHint")}>
          <PrivateNoteField documentId={doc.id} note={doc.privateNote} readOnly={readOnly} queue={queue} onDocumentChange={onDocumentChange} />
        </PanelSection>
      )}
    </>
  );
}
