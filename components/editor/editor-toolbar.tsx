"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui";
import { PlusIcon } from "@/components/ui/icons";
import { useShare } from "@/components/sharing/share-context";
import type { SaveQueueSnapshot } from "@/lib/editor/save-queue";
import type { EditorZoom } from "./hooks/use-zoom";
import { HelpIcon, ListTreeIcon, RedoIcon, UndoIcon, ZoomInIcon, ZoomOutIcon } from "./icons";
import { ShareIcon } from "./panel/icons";
import { ModeBadges } from "./panel/mode-badges";
import { SaveStatus } from "./save-status";

/** The row above the page: navigation toggle (alt+n), add block, zoom and the saving state. */
export function EditorToolbar({
  navOpen,
  onToggleNav,
  zoom,
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
    <div role="toolbar" aria-label={t("label")} className="flex flex-wrap items-center gap-2 rounded-xl border border-ink-200 bg-white px-2 py-1.5">
      <Button variant="ghost" size="sm" onClick={onToggleNav} aria-pressed={navOpen} aria-keyshortcuts="Alt+N" className="hidden lg:inline-flex">
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
      <div role="group" aria-label={t("zoom")} className="ml-auto inline-flex items-center gap-1">
        <Button variant="ghost" size="sm" aria-label={t("zoomOut")} disabled={!zoom.canZoomOut} onClick={zoom.zoomOut}>
          <ZoomOutIcon />
        </Button>
        <output aria-live="polite" className="w-12 text-center text-xs tabular-nums text-ink-600">
          {Math.round(zoom.zoom * 100)}%
        </output>
        <Button variant="ghost" size="sm" aria-label={t("zoomIn")} disabled={!zoom.canZoomIn} onClick={zoom.zoomIn}>
          <ZoomInIcon />
        </Button>
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
    </div>
  );
}
