"use client";

import { useTranslations } from "next-intl";
import { useRef, useState, type DragEvent } from "react";
import { Alert, Button, DelayedSpinner, EmptyState, PageHeader, SelectField, cx } from "@/components/ui";
import { PlusIcon } from "@/components/ui/icons";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { ALBUM_NAME_MAX, MEDIA_NAME_MAX, type AlbumView } from "@/lib/media/library-contracts";
import type { MediaListItem } from "@/lib/media/list";
import { MediaCard } from "./media-card";
import { MoveDialog } from "./move-dialog";
import { NameDialog } from "./name-dialog";
import { StockPhotos } from "./stock-photos";
import { UploadQueue } from "./upload-queue";
import { useAlbums } from "./use-albums";
import { useLibraryList, type LibraryView } from "./use-library-list";
import { useUploads } from "./use-uploads";

interface Workspace {
  teamId: string;
  teamName: string;
}

type Tab = LibraryView | "stock";
const TABS: Tab[] = ["all", "album", "deleted", "stock"];

type Editing = { kind: "rename" | "move"; item: MediaListItem } | { kind: "album" } | null;

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

/**
 * The media library (workspace spec §2 /media-library): the workspace's images in views (all, one
 * album, deleted, stock photos), uploads by button or by dropping files anywhere on the page, and
 * renaming, moving, deleting and recovering images.
 */
export function MediaLibraryPage({
  workspaces,
  currentTeamId,
  unlimitedBatch = false,
}: {
  workspaces: Workspace[];
  currentTeamId: string | null;
  /** Super admins may upload more than the batch maximum at once (the server applies the same rule). */
  unlimitedBatch?: boolean;
}) {
  const t = useTranslations("mediaLibrary");
  const errorText = useErrorMessage();
  const [teamId, setTeamId] = useState(currentTeamId ?? "");
  const [tab, setTab] = useState<Tab>("all");
  const [albumId, setAlbumId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const view: LibraryView = tab === "stock" ? "all" : tab;
  const list = useLibraryList(teamId, view, view === "album" ? albumId : null, Boolean(teamId) && tab !== "stock");
  const { albums, reload: reloadAlbums } = useAlbums(teamId);
  const uploads = useUploads(teamId, tab === "album" ? albumId : null, list.reload, unlimitedBatch);
  const albumName = (id: string | null) => albums.find((album) => album.id === id)?.name ?? null;

  if (!teamId) {
    return (
      <>
        <PageHeader title={t("title")} />
        <EmptyState title={t("noWorkspaceTitle")} text={t("noWorkspaceText")} />
      </>
    );
  }

  /** Runs one change, then reloads the grid and says what happened (or what went wrong). */
  const act = async (request: () => Promise<unknown>, done: string): Promise<string | undefined> => {
    setActionError(undefined);
    try {
      await request();
    } catch (error) {
      return errorText(error);
    }
    setNotice(done);
    setEditing(null);
    list.reload();
    return undefined;
  };
  const actNow = async (request: () => Promise<unknown>, done: string) => {
    const problem = await act(request, done);
    if (problem) setActionError(problem);
  };

  const onDrop = (event: DragEvent) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    if (tab === "deleted" || tab === "stock") setTab("all");
    uploads.upload(Array.from(event.dataTransfer.files));
  };

  const createAlbum = (name: string) =>
    act(async () => {
      const album = await apiFetch<AlbumView>(`/api/team/${teamId}/media-album`, { body: { albumName: name } });
      reloadAlbums();
      setTab("album");
      setAlbumId(album.id);
    }, t("albumCreated", { name }));

  const emptyTitle = tab === "deleted" ? t("emptyDeletedTitle") : tab === "album" ? t("emptyAlbumTitle") : t("emptyTitle");
  const emptyText = tab === "deleted" ? t("emptyDeletedText") : t("emptyText");

  return (
    <div
      className={cx("relative min-h-[60vh] rounded-lg", dragging && "outline-2 outline-dashed outline-accent-600")}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        // Moving between the page's own children fires dragleave too: only leaving the page counts.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      data-testid="media-library-drop-zone"
    >
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <div className="page-chrome flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing({ kind: "album" })} leadingIcon={<PlusIcon />}>
              {t("newAlbum")}
            </Button>
            <Button onClick={() => fileInput.current?.click()}>{t("upload")}</Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              tabIndex={-1}
              aria-label={t("upload")}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = "";
                if (tab === "deleted" || tab === "stock") setTab("all");
                uploads.upload(files);
              }}
            />
          </div>
        }
      />
      <p className="mb-4 text-sm text-ink-600">{t("dropHint")}</p>

      <div className="page-chrome mb-6 flex flex-wrap items-end gap-4">
        {workspaces.length > 1 ? (
          <SelectField
            label={t("workspace")}
            value={teamId}
            onChange={(event) => {
              setTeamId(event.target.value);
              setAlbumId(null);
            }}
            options={workspaces.map((workspace) => ({ value: workspace.teamId, label: workspace.teamName }))}
          />
        ) : null}
        <div role="group" aria-label={t("views")} className="flex flex-wrap gap-1 rounded-lg bg-ink-100 p-1">
          {TABS.map((key) => (
            <Button key={key} size="sm" variant={tab === key ? "primary" : "ghost"} aria-pressed={tab === key} onClick={() => setTab(key)}>
              {t(`view.${key}`)}
            </Button>
          ))}
        </div>
        {tab === "album" ? (
          <SelectField
            label={t("chooseAlbum")}
            value={albumId ?? ""}
            onChange={(event) => setAlbumId(event.target.value || null)}
            options={[{ value: "", label: t("noAlbum") }, ...albums.map((album) => ({ value: album.id, label: album.name }))]}
          />
        ) : null}
      </div>

      <UploadQueue entries={uploads.entries} onClear={uploads.clearFinished} />
      <div role="status" className="sr-only">
        {notice}
      </div>
      {actionError ? (
        <Alert tone="error" className="mb-4">
          {actionError}
        </Alert>
      ) : null}

      {tab === "stock" ? (
        <StockPhotos teamId={teamId} />
      ) : list.loading ? (
        <DelayedSpinner label={t("loading")} />
      ) : list.error ? (
        <Alert tone="error">{list.error}</Alert>
      ) : list.items.length === 0 ? (
        <EmptyState
          title={emptyTitle}
          text={emptyText}
          action={tab === "deleted" ? undefined : <Button onClick={() => fileInput.current?.click()}>{t("upload")}</Button>}
        />
      ) : (
        <>
          <ul aria-label={t("images")} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {list.items.map((item) => (
              <MediaCard
                key={item.id}
                item={item}
                albumName={albumName(item.albumId)}
                deletedView={tab === "deleted"}
                onRename={() => setEditing({ kind: "rename", item })}
                onMove={() => setEditing({ kind: "move", item })}
                onDelete={() => actNow(() => apiFetch(`/api/media/${item.id}/delete`, { method: "POST" }), t("deletedNotice", { name: item.name }))}
                onRecover={() => actNow(() => apiFetch(`/api/media/${item.id}/undelete`, { method: "POST" }), t("recoveredNotice", { name: item.name }))}
              />
            ))}
          </ul>
          {list.moreError ? (
            <Alert tone="error" className="mt-4">
              {list.moreError}
            </Alert>
          ) : null}
          {list.hasMore ? (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" loading={list.loadingMore} onClick={list.loadMore}>
                {t("loadMore")}
              </Button>
            </div>
          ) : null}
        </>
      )}

      {editing?.kind === "album" ? (
        <NameDialog
          open
          title={t("newAlbum")}
          label={t("albumName")}
          initial=""
          maxLength={ALBUM_NAME_MAX}
          submitLabel={t("create")}
          onSubmit={createAlbum}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === "rename" ? (
        <NameDialog
          open
          title={t("renameTitle", { name: editing.item.name })}
          label={t("name")}
          initial={editing.item.name}
          maxLength={MEDIA_NAME_MAX}
          submitLabel={t("save")}
          onSubmit={(name) => act(() => apiFetch(`/api/media/rename/${editing.item.id}`, { body: { newName: name } }), t("renamedNotice", { name }))}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.kind === "move" ? (
        <MoveDialog
          open
          imageName={editing.item.name}
          albums={albums}
          current={editing.item.albumId}
          onSubmit={(target) => act(() => apiFetch(`/api/media/${editing.item.id}/album`, { body: { albumId: target } }), t("movedNotice", { name: editing.item.name }))}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
