"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CopyIcon, TrashIcon } from "@/components/documents/icons";
import { BookmarkIcon } from "@/components/editor/icons";
import { Alert, Badge, Button, Card, DelayedSpinner, EmptyState, PageHeader } from "@/components/ui";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { PlusIcon } from "@/components/ui/icons";
import { useBlockNames } from "@/lib/blocks/use-block-names";
import { apiFetch } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { NewSavedBlockDialog } from "./new-saved-block-dialog";
import { useContentTemplates, type ContentTemplateItem } from "./use-content-templates";

interface Workspace {
  teamId: string;
  teamName: string;
}

/** The saved blocks list: open one in the editor, delete one, or start a new one of a block type. */
export function ContentTemplatesPage({ workspaces, currentTeamId }: { workspaces: Workspace[]; currentTeamId: string | null }) {
  const t = useTranslations("contentTemplates");
  const { name: typeName } = useBlockNames();
  const errorMessage = useErrorMessage();
  const { state, loadMore, removeLocally } = useContentTemplates();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ContentTemplateItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const workspaceName = (teamId: string) => workspaces.find((workspace) => workspace.teamId === teamId)?.teamName ?? "";

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    setDeleteError(undefined);
    try {
      await apiFetch(`/api/content-template/${deleting.id}`, { method: "DELETE" });
      removeLocally(deleting.id);
      setNotice(t("deleted", { title: deleting.title }));
      setDeleting(null);
    } catch (error) {
      setDeleteError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          currentTeamId ? (
            <Button onClick={() => setCreating(true)} leadingIcon={<PlusIcon />}>
              {t("new")}
            </Button>
          ) : undefined
        }
      />
      <div role="status" aria-live="polite" className="mb-4 empty:hidden">
        {notice && <Alert tone="success" live={false}>{notice}</Alert>}
      </div>

      {state.status === "loading" && <DelayedSpinner label={t("loading")} />}
      {state.status === "error" && <Alert tone="error">{errorMessage(state.error)}</Alert>}
      {state.status === "ready" && state.items.length === 0 && (
        <EmptyState icon={<BookmarkIcon />} title={t("emptyTitle")} text={t("emptyText")} />
      )}
      {state.status === "ready" && state.items.length > 0 && (
        <>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {state.items.map((item) => (
              <li key={item.id}>
                <Card padding="sm" className="flex h-full flex-col gap-2">
                  <div className="flex items-start justify-between gap-2">
                    <Link href={`/document/${item.id}`} className="min-w-0 font-medium text-ink-900 hover:underline">
                      {item.title}
                    </Link>
                    {item.segmentType && <Badge>{typeName(item.segmentType)}</Badge>}
                  </div>
                  {item.preview ? <p className="line-clamp-3 text-sm text-ink-600">{item.preview}</p> : <p className="text-sm text-ink-500">{t("noPreview")}</p>}
                  <p className="mt-auto text-xs text-ink-500">{workspaceName(item.teamId)}</p>
                  <div className="flex gap-2">
                    <Link
                      href={`/document/${item.id}`}
                      className="inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-accent-600"
                    >
                      <CopyIcon />
                      {t("edit")}
                      <span className="sr-only">{item.title}</span>
                    </Link>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger-700 hover:bg-danger-50"
                      leadingIcon={<TrashIcon />}
                      aria-label={t("deleteLabel", { title: item.title })}
                      onClick={() => {
                        setDeleteError(undefined);
                        setDeleting(item);
                      }}
                    >
                      {t("delete")}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          {state.nextCursor && (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" loading={state.loadingMore} onClick={() => void loadMore()}>
                {t("loadMore")}
              </Button>
            </div>
          )}
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t("deleteTitle", { title: deleting.title }) : ""}
        text={t("deleteText")}
        confirmLabel={t("delete")}
        busy={busy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
      {currentTeamId && <NewSavedBlockDialog open={creating} onClose={() => setCreating(false)} workspaces={workspaces} defaultTeamId={currentTeamId} />}
    </>
  );
}
