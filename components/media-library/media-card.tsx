"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui";
import type { MediaListItem } from "@/lib/media/list";

export interface MediaCardProps {
  item: MediaListItem;
  albumName: string | null;
  deletedView: boolean;
  onRename: () => void;
  onMove: () => void;
  onDelete: () => void;
  onRecover: () => void;
}

/** One image of the grid: the picture, its name and album, and what can be done to it here. */
export function MediaCard({ item, albumName, deletedView, onRename, onMove, onDelete, onRecover }: MediaCardProps) {
  const t = useTranslations("mediaLibrary");
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-ink-200 bg-surface">
      {/* eslint-disable-next-line @next/next/no-img-element -- served by our API to members, with the session cookie */}
      <img src={item.url} alt={item.name} loading="lazy" decoding="async" className="aspect-square w-full bg-ink-50 object-cover" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate text-sm font-medium text-ink-900" title={item.name}>
          {item.name}
        </p>
        <p className="truncate text-xs text-ink-600">{albumName ? t("inAlbum", { album: albumName }) : t("noAlbum")}</p>
        <div className="page-chrome mt-auto flex flex-wrap gap-1 pt-2">
          {deletedView ? (
            <Button size="sm" variant="secondary" onClick={onRecover} aria-label={t("recoverItem", { name: item.name })}>
              {t("recover")}
            </Button>
          ) : (
            <>
              <Button size="sm" variant="ghost" onClick={onRename} aria-label={t("renameItem", { name: item.name })}>
                {t("rename")}
              </Button>
              <Button size="sm" variant="ghost" onClick={onMove} aria-label={t("moveItem", { name: item.name })}>
                {t("move")}
              </Button>
              <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t("deleteItem", { name: item.name })}>
                {t("delete")}
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
