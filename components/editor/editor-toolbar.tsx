"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { Button } from "@/components/ui";
import { PlusIcon } from "@/components/ui/icons";
import { useShare } from "@/components/sharing/share-context";
import type { SaveQueueSnapshot } from "@/lib/editor/save-queue";
import type { EditorZoom } from "./hooks/use-zoom";
import { HelpIcon, ListTreeIcon, RedoIcon, UndoIcon } from "./icons";
import { PanelToggle } from "./panel-toggle";
import { ShareIcon } from "./panel/icons";
import { ModeBadges } from "./panel/mode-badges";
import { SaveStatus } from "./save-status";
import { ZoomControls } from "./zoom-controls";

/**
 * The row above the page, kept in view while the page scrolls on wide screens: navigation toggle
 * (alt+n), add block, history, zoom, the saving state, share, help and the right panel's toggle.
 */
export function EditorToolbar({
  navOpen,
  onToggleNav,
  zoom,
  fit,
  panelOpen,
  panelId,
  onTogglePanel,
  panelToggleRef,
  canAdd,
  onAdd,
  onHelp,
  onHistory,
  saving,
  conflicts,
}: {
  navOpen: boolean;
  onToggleNav: () => void;
  zoom: EditorZoom;
  /** The scale at which the page fits the canvas: the zoom applies to it. */
  fit: number;
  /** Whether the right panel shows, and its element's id. */
  panelOpen: boolean;
  panelId: string;
  onTogglePanel: () => void;
  /** The panel's toggle: closing the panel over the page hands focus back to it. */
  panelToggleRef?: Ref<HTMLButtonElement>;
  canAdd: boolean;
  onAdd: () => void;
  onHelp: () => void;
  /** Undo and redo the owner's changes (null when editing is off). */
  onHistory: ((direction: "undo" | "redo") => void) | null;
  saving: SaveQueueSnapshot;
  conflicts: number;
}) {
  const t = useTranslations("editor.toolbar");
  const tShare = useTranslations("share");
  // EditorScreen's ShareProvider: canShare is the owner's alone (admins only read the history).
  const share = useShare();
  return (
    <div role="toolbar" aria-label={t("label")} className="z-20 flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-ink-200 bg-white px-2 py-1.5 lg:sticky lg:top-0">
      <Button variant="ghost" size="sm" onClick={onToggleNav} aria-pressed={navOpen} aria-keyshortcuts="Alt+N" className="max-lg:hidden">
        <ListTreeIcon />
        {t("navigation")}
      </Button>
      {canAdd && (
        <Button size="sm" onClick={onAdd}>
          <PlusIcon />
          {t("addBlock")}
        </Button>
      )}
      {onHistory && (
        <div role="group" aria-label={t("history")} className="inline-flex items-center">
          <Button variant="ghost" size="sm" aria-label={t("undo")} title={t("undo")} onClick={() => onHistory("undo")}>
            <UndoIcon />
          </Button>
          <Button variant="ghost" size="sm" aria-label={t("redo")} title={t("redo")} onClick={() => onHistory("redo")}>
            <RedoIcon />
          </Button>
        </div>
      )}
      <div className="ml-auto">
        <ZoomControls zoom={zoom} fit={fit} />
      </div>
      <ModeBadges />
      <SaveStatus saving={saving} conflicts={conflicts} />
      {share?.canShare && (
        <Button size="sm" variant="secondary" leadingIcon={<ShareIcon aria-hidden="true" />} onClick={share.openShareDialog} aria-haspopup="dialog">
          {tShare("button")}
        </Button>
      )}
      <Button variant="ghost" size="sm" aria-label={t("help")} aria-keyshortcuts="Alt+H" onClick={onHelp}>
        <HelpIcon />
      </Button>
      <PanelToggle ref={panelToggleRef} open={panelOpen} controls={panelId} onToggle={onTogglePanel} />
    </div>
  );
}
