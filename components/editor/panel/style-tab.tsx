"use client";

import { useTranslations } from "next-intl";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue } from "@/lib/editor/save-queue";
import { CustomCssEntry } from "./custom-css-entry";
import { DocStyleField } from "./doc-style-field";
import { DEFAULT_PAGE_MARGINS } from "./limits";
import { NumberingField } from "./numbering-field";
import { PageMarginsFields } from "./page-margins-fields";
import { PanelSection } from "./panel-section";
import { PaperSizeField } from "./paper-size-field";

export interface StyleTabProps {
  doc: DocumentView;
  readOnly: boolean;
  queue: SaveQueue;
  onDocumentChange: (patch: Partial<DocumentView>) => void;
  onOpenDialog: (name: "numbering" | "customCss") => void;
}

/** The Style tab: the document style, the page (paper size, margins with a preview), heading numbering and custom CSS. */
export function StyleTab({ doc, readOnly, queue, onDocumentChange, onOpenDialog }: StyleTabProps) {
  const t = useTranslations("editorPanel.sections");
  const shared = { documentId: doc.id, readOnly, queue, onDocumentChange };
  return (
    <>
      <PanelSection title={t("docStyle")} description={t("docStyleHint")}>
        <DocStyleField doc={doc} readOnly={readOnly} queue={queue} onDocumentChange={onDocumentChange} />
      </PanelSection>
      <PanelSection title={t("page")} description={t("pageHint")}>
        <PaperSizeField {...shared} paperSize={doc.paperSize} />
        <PageMarginsFields {...shared} paperSize={doc.paperSize} margins={doc.design.page.margins ?? DEFAULT_PAGE_MARGINS} />
      </PanelSection>
      <PanelSection title={t("numbering")}>
        <NumberingField {...shared} numberingStyle={doc.numberingStyle} onOpenSettings={() => onOpenDialog("numbering")} />
      </PanelSection>
      <PanelSection title={t("customCss")} description={t("customCssHint")}>
        <CustomCssEntry customCss={doc.customCss} readOnly={readOnly} onOpen={() => onOpenDialog("customCss")} />
      </PanelSection>
    </>
  );
}
