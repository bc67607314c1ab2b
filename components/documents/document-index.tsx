"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Alert, Button, cx, PageHeader } from "@/components/ui";
import { PlusIcon } from "@/components/ui/icons";
import { onDemand } from "@/lib/blocks/on-demand";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { SEARCH_ANALYTICS_DELAY_MS, SEARCH_DEBOUNCE_MS, SEARCH_TERM_MAX } from "@/lib/documents/list-format";
import { ActionsMenu } from "./actions-menu";
import { workspaceToExport } from "./document-actions";
import { documentApi, exportWorkspaceUrl, type ListFilters } from "./document-api";
import type { DialogTarget, MembersState } from "./document-dialogs";
import type { DocumentItem, DocumentPageData, UpcomingItem, WorkspaceOption } from "./document-item";
import { DocumentList } from "./document-list";
import { IndexFilters } from "./index-filters";
import { isImportShortcut } from "./keyboard";
import { ExportIcon, ImportIcon } from "./icons";
import { UpcomingEvents } from "./upcoming-events";

// The dialogs load the first time they open: the list is what the page shows first.
const withTarget = (props: { target: unknown }) => props.target !== null;
const isOpen = (props: { open: boolean }) => props.open;
const RenameDialog = onDemand(() => import("./document-dialogs").then((module) => module.RenameDialog), { when: withTarget });
const TransferDialog = onDemand(() => import("./document-dialogs").then((module) => module.TransferDialog), { when: withTarget });
const MoveDialog = onDemand(() => import("./document-dialogs").then((module) => module.MoveDialog), { when: withTarget });
const CreateDocumentDialog = onDemand(() => import("./create-document-dialog").then((module) => module.CreateDocumentDialog), { when: isOpen });
const ImportDocumentDialog = onDemand(() => import("./import-dialog").then((module) => module.ImportDocumentDialog), { when: isOpen });

export interface DocumentIndexProps {
  /** /documents or /archive (the same index, showing archived documents). */
  mode: "documents" | "archive";
  initialFilters: ListFilters;
  initialPage: DocumentPageData;
  /** The schedule (documents only): upcoming events as the server classified them in UTC. */
  initialUpcoming: UpcomingItem[] | null;
  workspaces: WorkspaceOption[];
  /** The workspace the shell is in: new and imported documents go there unless the filter names one. */
  currentTeamId: string;
  currentUserId: string;
  /** The server's clock when the page was rendered, so relative times render the same on both sides. */
  renderedAt: number;
  /** Each workspace's primary sector: the create dialog offers the designs that match it best. */
  designSectors?: Record<string, string | null>;
}

type Notice = { tone: "success" | "error"; text: string };
type Dialogs =
  | { kind: "rename" | "transfer" | "move" | "delete"; target: DialogTarget }
  | { kind: "create" | "import" }
  | null;

const toTarget = (doc: DocumentItem): DialogTarget => ({ id: doc.id, title: doc.title, teamId: doc.team._id, teamName: doc.team.name, ownerId: doc.owner._id });

/** Keeps the filters in the address (without a server round trip), so a reload or a shared link shows the same list. */
function syncAddress(filters: ListFilters) {
  const query = new URLSearchParams();
  if (filters.teamId) query.set("team", filters.teamId);
  if (filters.search.trim()) query.set("q", filters.search.trim());
  if (filters.onlyMine) query.set("mine", "1");
  if (filters.view !== "documents") query.set("view", filters.view);
  if (filters.deal && filters.view === "documents") query.set("deal", filters.deal);
  const search = query.toString();
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
}

/**
 * The document index (/documents and /archive): filters, a keyset-paged list with "Load more", row
 * actions with their dialogs, create and import (alt+k), and on /documents the schedule of upcoming
 * events. The first page comes rendered from the server; everything after is fetched here.
 */
export function DocumentIndex(props: DocumentIndexProps) {
  const { mode, workspaces, currentUserId } = props;
  const archived = mode === "archive";
  const t = useTranslations("documents");
  const router = useRouter();
  const errorText = useErrorMessage();

  const [filters, setFilters] = useState(props.initialFilters);
  /** The filters the rows on screen were loaded with (search is debounced, so it can lag behind). */
  const [loadedFilters, setLoadedFilters] = useState(props.initialFilters);
  const [items, setItems] = useState(props.initialPage.items);
  const [nextCursor, setNextCursor] = useState(props.initialPage.nextCursor);
  const [loading, setLoading] = useState<"list" | "more" | null>(null);
  const [loadError, setLoadError] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [members, setMembers] = useState<MembersState>({ status: "loading" });
  const [deleting, setDeleting] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const [now, setNow] = useState(props.renderedAt);

  const request = useRef<AbortController | null>(null);
  const searchTimer = useRef<number | undefined>(undefined);
  const analyticsTimer = useRef<number | undefined>(undefined);
  const lastReported = useRef("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const dialogOpen = useRef(false);
  useEffect(() => {
    dialogOpen.current = dialog !== null;
  }, [dialog]);

  const importTeamId = filters.teamId || props.currentTeamId || workspaces[0]?.teamId || "";
  const hasWorkspace = workspaces.length > 0;
  // "Export all documents": the workspace the filter selects (or the only one), for its admins.
  const exportable = workspaceToExport(filters.teamId, workspaces);

  // Relative times ("5 minutes ago") move on; alt+k opens the import; timers and requests end with the page.
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 60_000);
    const onKey = (event: KeyboardEvent) => {
      // Never while focus is in a text field, textarea, select or editable content: the keystroke is the user's there.
      if (!archived && hasWorkspace && !dialogOpen.current && isImportShortcut(event)) {
        event.preventDefault();
        setDialog({ kind: "import" });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.clearInterval(tick);
      window.removeEventListener("keydown", onKey);
      window.clearTimeout(searchTimer.current);
      window.clearTimeout(analyticsTimer.current);
      request.current?.abort();
    };
  }, [archived, hasWorkspace]);

  function announce(next: Notice) {
    setNotice(next);
    requestAnimationFrame(() => noticeRef.current?.scrollIntoView({ block: "nearest" }));
  }

  /** Loads the first page for these filters (or the next page after `cursor`); an older request is cancelled. */
  async function load(next: ListFilters, cursor?: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(cursor ? "more" : "list");
    setLoadError(undefined);
    try {
      const page = await documentApi.list(next, archived, cursor, controller.signal);
      if (controller.signal.aborted) return;
      setItems((current) => (cursor ? [...current, ...page.items.filter((item) => !current.some((c) => c.id === item.id))] : page.items));
      setNextCursor(page.nextCursor);
      setLoadedFilters(next);
    } catch (error) {
      if (controller.signal.aborted) return;
      setLoadError(t("errors.loadFailed", { reason: errorText(error) }));
    } finally {
      if (request.current === controller) {
        request.current = null;
        setLoading(null);
      }
    }
  }

  function changeFilters(next: ListFilters, { typing = false } = {}) {
    setFilters(next);
    syncAddress(next);
    window.clearTimeout(searchTimer.current);
    if (typing) searchTimer.current = window.setTimeout(() => void load(next), SEARCH_DEBOUNCE_MS);
    else void load(next);
    if (typing) scheduleSearchReport(next.search);
  }

  /** Search terms are reported for analytics 3 s after typing stops; empty and repeated terms are not. */
  function scheduleSearchReport(term: string) {
    window.clearTimeout(analyticsTimer.current);
    const trimmed = term.trim().slice(0, SEARCH_TERM_MAX);
    if (!trimmed) return;
    analyticsTimer.current = window.setTimeout(() => {
      if (trimmed === lastReported.current) return;
      lastReported.current = trimmed;
      documentApi.reportSearch(trimmed).catch(() => undefined);
    }, SEARCH_ANALYTICS_DELAY_MS);
  }

  const reload = () => void load(loadedFilters);
  const closeDialog = () => setDialog(null);
  const removeRow = (id: string) => {
    setItems((current) => current.filter((item) => item.id !== id));
    // The row and its menu button are gone: put focus somewhere sensible, the list's heading.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const updateRow = (id: string, change: (doc: DocumentItem) => DocumentItem) => setItems((current) => current.map((item) => (item.id === id ? change(item) : item)));

  async function duplicate(doc: DocumentItem) {
    setNotice(undefined);
    try {
      await documentApi.duplicate(doc.id);
      announce({ tone: "success", text: t("notices.duplicated", { title: doc.title }) });
      reload();
    } catch (error) {
      announce({ tone: "error", text: t("errors.duplicateFailed", { reason: errorText(error) }) });
    }
  }

  async function setArchived(doc: DocumentItem, value: boolean) {
    setNotice(undefined);
    try {
      await documentApi.setArchived(doc.id, value);
      removeRow(doc.id);
      announce({ tone: "success", text: t(value ? "notices.archived" : "notices.unarchived", { title: doc.title }) });
    } catch (error) {
      announce({ tone: "error", text: errorText(error) });
    }
  }

  async function createFromTemplate(doc: DocumentItem) {
    setNotice(undefined);
    try {
      const created = await documentApi.createFromTeamTemplate(doc.id, doc.team._id);
      router.push(`/document/${created.id}`);
    } catch (error) {
      announce({ tone: "error", text: errorText(error) });
    }
  }

  function openTransfer(doc: DocumentItem) {
    setMembers({ status: "loading" });
    setDialog({ kind: "transfer", target: toTarget(doc) });
    documentApi
      .members(doc.team._id)
      .then((list) => setMembers({ status: "ready", members: list }))
      .catch((error) => setMembers({ status: "error", message: errorText(error) }));
  }

  async function confirmDelete() {
    if (dialog?.kind !== "delete") return;
    const { target } = dialog;
    setDeleting({ busy: true });
    try {
      await documentApi.remove(target.id);
      setDeleting({ busy: false });
      setDialog(null);
      removeRow(target.id);
      announce({ tone: "success", text: t("notices.deleted", { title: target.title }) });
    } catch (error) {
      setDeleting({ busy: false, error: errorText(error) });
    }
  }

  const target = dialog && "target" in dialog ? dialog.target : null;
  const filtered = Boolean(loadedFilters.search.trim() || loadedFilters.onlyMine || loadedFilters.teamId || (loadedFilters.deal && loadedFilters.view === "documents"));

  return (
    <>
      <PageHeader
        title={t(archived ? "archive.title" : "title")}
        description={t(archived ? "archive.description" : "description")}
        actions={
          // Creating and importing need a workspace to put the document in.
          ((!archived && hasWorkspace) || exportable) && (
            <>
              {!archived && hasWorkspace && (
                <>
                  <Button
                    variant="secondary"
                    onClick={() => setDialog({ kind: "import" })}
                    leadingIcon={<ImportIcon className="size-4" />}
                    aria-keyshortcuts="Alt+K"
                    title={t("actions.importShortcut")}
                  >
                    {t("actions.import")}
                    <kbd aria-hidden="true" className="ml-1 hidden rounded border border-ink-200 bg-ink-50 px-1.5 font-sans text-[0.6875rem] text-ink-500 sm:inline">
                      Alt K
                    </kbd>
                  </Button>
                  <Button onClick={() => setDialog({ kind: "create" })} leadingIcon={<PlusIcon className="size-4" />}>
                    {t("actions.create")}
                  </Button>
                </>
              )}
              {exportable && (
                <ActionsMenu
                  trigger="button"
                  size="md"
                  label={t("menu.more")}
                  actions={[
                    {
                      key: "export-all",
                      label: t("menu.exportAll", { workspace: exportable.teamName }),
                      icon: <ExportIcon />,
                      href: exportWorkspaceUrl(exportable.teamId),
                      download: true,
                    },
                  ]}
                />
              )}
            </>
          )
        }
      />

      <div className={cx("grid gap-8", props.initialUpcoming && "xl:grid-cols-[minmax(0,1fr)_16.5rem]")}>
        {props.initialUpcoming && (
          <UpcomingEvents initialItems={props.initialUpcoming} className="xl:col-start-2 xl:row-start-1" />
        )}
        <section aria-labelledby="document-list-heading" className="min-w-0 xl:col-start-1 xl:row-start-1">
          <h2 id="document-list-heading" ref={headingRef} tabIndex={-1} className="sr-only">
            {t(archived ? "list.archiveHeading" : "list.heading")}
          </h2>
          <IndexFilters
            filters={filters}
            workspaces={workspaces}
            onChange={(next, options) => changeFilters(next, options)}
            searching={loading === "list"}
          />

          {/* Always rendered, so assistive technology already watches it when a notice's text arrives. */}
          <div ref={noticeRef} role="status" aria-live="polite" aria-atomic="true" className={cx(notice && "mb-4")}>
            {notice && (
              <Alert tone={notice.tone} live={false}>
                {notice.text}
              </Alert>
            )}
          </div>

          <DocumentList
            id="document-list-panel"
            labelledBy={`document-view-tab-${filters.view}`}
            mode={mode}
            view={loadedFilters.view}
            items={items}
            filtered={filtered}
            loading={loading}
            error={loadError}
            nextCursor={nextCursor}
            now={now}
            currentUserId={currentUserId}
            showWorkspace={workspaces.length > 1 && !loadedFilters.teamId}
            onRetry={reload}
            onLoadMore={() => nextCursor && void load(loadedFilters, nextCursor)}
            onClearFilters={() => changeFilters({ ...filters, teamId: "", search: "", onlyMine: false, deal: "" })}
            onCreate={hasWorkspace ? () => setDialog({ kind: "create" }) : undefined}
            actions={{
              rename: (doc) => setDialog({ kind: "rename", target: toTarget(doc) }),
              duplicate: (doc) => void duplicate(doc),
              archive: (doc) => void setArchived(doc, !doc.archived),
              transfer: openTransfer,
              move: (doc) => setDialog({ kind: "move", target: toTarget(doc) }),
              remove: (doc) => {
                setDeleting({ busy: false });
                setDialog({ kind: "delete", target: toTarget(doc) });
              },
              useTemplate: (doc) => void createFromTemplate(doc),
            }}
          />
        </section>
      </div>

      <RenameDialog
        target={dialog?.kind === "rename" ? target : null}
        onClose={closeDialog}
        onRenamed={(title) => {
          if (!target) return;
          updateRow(target.id, (doc) => ({ ...doc, title }));
          closeDialog();
          announce({ tone: "success", text: t("notices.renamed", { title }) });
        }}
      />
      <TransferDialog
        target={dialog?.kind === "transfer" ? target : null}
        members={members}
        onClose={closeDialog}
        onTransferred={({ userId, name }) => {
          if (!target) return;
          closeDialog();
          if (loadedFilters.onlyMine) removeRow(target.id);
          else {
            const [firstname, ...rest] = name.split(" ");
            updateRow(target.id, (doc) => ({ ...doc, owner: { _id: userId, firstname: firstname ?? "", lastname: rest.join(" ") }, isTheOwner: false }));
          }
          announce({ tone: "success", text: t("notices.transferred", { title: target.title, name }) });
        }}
      />
      <MoveDialog
        target={dialog?.kind === "move" ? target : null}
        workspaces={workspaces}
        onClose={closeDialog}
        onMoved={({ teamId, teamName }) => {
          if (!target) return;
          closeDialog();
          if (loadedFilters.teamId && loadedFilters.teamId !== teamId) removeRow(target.id);
          else updateRow(target.id, (doc) => ({ ...doc, team: { ...doc.team, _id: teamId, name: teamName } }));
          announce({ tone: "success", text: t("notices.moved", { title: target.title, workspace: teamName }) });
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        title={target ? t("delete.title", { title: target.title }) : ""}
        text={t("delete.text")}
        confirmLabel={t("delete.submit")}
        busy={deleting.busy}
        error={deleting.error}
        onConfirm={() => void confirmDelete()}
        onClose={closeDialog}
      />
      {!archived && workspaces.length > 0 && (
        <>
          <CreateDocumentDialog
            open={dialog?.kind === "create"}
            onClose={closeDialog}
            workspaces={workspaces}
            defaultTeamId={importTeamId}
            designSectors={props.designSectors}
          />
          <ImportDocumentDialog
            open={dialog?.kind === "import"}
            onClose={() => {
              closeDialog();
              reload();
            }}
            teamId={importTeamId}
          />
        </>
      )}
    </>
  );
}
