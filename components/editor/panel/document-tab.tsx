"use client";

import { useTranslations } from "next-intl";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { DocumentContacts } from "./document-contacts";
import { DocumentFacts } from "./document-facts";
import { HeaderFooterField } from "./header-footer-field";
import { PanelSection } from "./panel-section";
import { TitleField } from "./title-field";

export interface DocumentTabProps {
  doc: DocumentView;
  readOnly: boolean;
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
}

/** The Document (or Template) tab: name, facts, header and footer. Page setup is under Style. */
export function DocumentTab({ doc, readOnly, queue, onDocumentChange }: DocumentTabProps) {
  const t = useTranslations("editorPanel.sections");
  const shared = { documentId: doc.id, readOnly, queue, onDocumentChange };
  return (
    <>
      <PanelSection title={t("about")}>
        <TitleField {...shared} title={doc.title} version={doc.version} />
        <DocumentFacts doc={doc} />
      </PanelSection>
      <DocumentContacts documentId={doc.id} teamId={doc.team._id} templateType={doc.templateType} readOnly={readOnly} queue={queue} />
      <PanelSection title={t("headerFooter")} description={t("headerFooterHint")}>
        <HeaderFooterField {...shared} part="header" value={doc.header} />
        <HeaderFooterField {...shared} part="footer" value={doc.footer} />
      </PanelSection>
    </>
  );
}
