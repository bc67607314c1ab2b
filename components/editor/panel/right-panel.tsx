"use client";

import { useTranslations } from "next-intl";
import { memo, useEffect, useId, useState, type ReactNode } from "react";
import { cx } from "@/components/ui";
import type { DocumentView } from "@/lib/documents/view";
import type { SaveQueue, SaveQueueSnapshot } from "@/lib/editor/save-queue";
import { onDemand, whenIdle } from "@/lib/blocks/on-demand";
import { DocumentTab } from "./document-tab";
import { PanelTabs, tabId, tabPanelId, type PanelTab } from "./panel-tabs";
import { PresentTab } from "./present-tab";
import { SavingTab } from "./saving-tab";

export const RIGHT_PANEL_TABS = ["document", "event", "style", "present", "share", "saving"] as const;
export type RightPanelTab = (typeof RIGHT_PANEL_TABS)[number];
export type EditorDialogName = "numbering" | "customCss" | "learningCenter";

const TEMPLATE_TYPES = new Set(["TEMPLATE", "TEAM_TEMPLATE", "CONTENT_TEMPLATE"]);

// The tabs a document opens on (Document) and the small ones are part of the editor; the others load
// the first time they are opened, or earlier once the browser is idle.
const loadingTab = () => <div aria-busy="true" className="min-h-40" />;
const EventTab = onDemand(() => import("./event-tab").then((module) => module.EventTab), { fallback: loadingTab, memo: true });
const StyleTab = onDemand(() => import("./style-tab").then((module) => module.StyleTab), { fallback: loadingTab, memo: true });
const ShareTab = onDemand(() => import("./share-tab").then((module) => module.ShareTab), { fallback: loadingTab, memo: true });
const ON_DEMAND_TABS = [EventTab, StyleTab, ShareTab];
const ALWAYS_MOUNTED: RightPanelTab[] = ["document", "present", "saving"];

/** Loads the tabs that load on demand (tests render every tab on the server). */
export const preloadPanelTabs = () => Promise.all(ON_DEMAND_TABS.map((tab) => tab.preload())).then(() => undefined);

export interface RightPanelProps {
  doc: DocumentView;
  /** Folds what a setter answered into the editor's copy of the document. */
  onDocumentChange: (patch: Partial<DocumentView>) => void;
  readOnly: boolean;
  /** The editor's autosave queue (useEditorBlocks().queue): text fields save through it. */
  queue: SaveQueue;
  saving: SaveQueueSnapshot;
  conflictCount: number;
  onRetry: () => void;
  onStartPresentation: () => void;
  onOpenDialog: (name: EditorDialogName) => void;
  /** Controlled tab (optional): e.g. the top bar's save status opens "saving". */
  tab?: RightPanelTab;
  onTabChange?: (tab: RightPanelTab) => void;
  className?: string;
}

/**
 * The editor's right panel (workspace spec §2): Document (Template for templates), Event Info,
 * Style, Present, Share and Saving. A panel is mounted the first time its tab is opened and then
 * stays mounted while hidden, so a field being typed in keeps its text and its waiting save when
 * the user switches tabs.
 */
export const RightPanel = memo(function RightPanel(props: RightPanelProps) {
  const { doc, onDocumentChange, readOnly, queue, saving, conflictCount, onRetry, onStartPresentation, onOpenDialog, className } = props;
  const t = useTranslations("editorPanel");
  const idBase = useId();
  const [ownTab, setOwnTab] = useState<RightPanelTab>("document");
  const selected = props.tab ?? ownTab;
  const [opened, setOpened] = useState<ReadonlySet<RightPanelTab>>(() => new Set([...ALWAYS_MOUNTED, selected]));
  if (!opened.has(selected)) setOpened(new Set([...opened, selected]));
  useEffect(() => whenIdle(() => void preloadPanelTabs().catch(() => undefined)), []);
  const select = (tab: RightPanelTab) => {
    setOwnTab(tab);
    props.onTabChange?.(tab);
  };

  const failed = saving.failures.length > 0 || conflictCount > 0;
  const working = saving.pending > 0 || saving.inFlight > 0;
  const tabs: PanelTab<RightPanelTab>[] = [
    { id: "document", label: TEMPLATE_TYPES.has(doc.templateType) ? t("tabs.template") : t("tabs.document") },
    { id: "event", label: t("tabs.event") },
    { id: "style", label: t("tabs.style") },
    { id: "present", label: t("tabs.present") },
    { id: "share", label: t("tabs.share") },
    {
      id: "saving",
      label: t("tabs.saving"),
      indicator: failed ? "error" : working ? "busy" : null,
      indicatorLabel: failed ? t("tabs.savingProblem") : working ? t("tabs.savingBusy") : undefined,
    },
  ];
  const shared = { doc, readOnly, queue, onDocumentChange };
  const panels: Record<RightPanelTab, ReactNode> = {
    document: <DocumentTab {...shared} />,
    event: <EventTab {...shared} />,
    style: <StyleTab {...shared} onOpenDialog={onOpenDialog} />,
    present: <PresentTab onStartPresentation={onStartPresentation} />,
    share: <ShareTab snapshotCount={doc.snapshotCount} />,
    saving: <SavingTab saving={saving} conflictCount={conflictCount} onRetry={onRetry} />,
  };

  return (
    <aside aria-label={t("label")} className={cx("flex min-h-0 flex-col bg-surface", className)}>
      <PanelTabs label={t("tabsLabel")} idBase={idBase} tabs={tabs} selected={selected} onSelect={select} />
      <div className="min-h-0 flex-1 overflow-y-auto">
        {RIGHT_PANEL_TABS.map((tab) => (
          <div key={tab} role="tabpanel" id={tabPanelId(idBase, tab)} aria-labelledby={tabId(idBase, tab)} hidden={tab !== selected} tabIndex={0} className="focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600">
            {opened.has(tab) && panels[tab]}
          </div>
        ))}
      </div>
      <div className="border-t border-ink-100 px-4 py-3">
        <button
          type="button"
          onClick={() => onOpenDialog("learningCenter")}
          className="text-sm font-medium text-accent-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          {t("help")}
        </button>
      </div>
    </aside>
  );
});
