"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Alert, Button, cx, FormError } from "@/components/ui";
import { PlusIcon } from "@/components/ui/icons";
import { isApiError } from "@/lib/client/api";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { publishDocumentTitle, useBrowserTabTitle, useDocumentTitle } from "@/components/editor/document-title";
import { DOCUMENT_TITLE_MAX } from "@/lib/documents/limits";
import type { DealStatusName } from "@/lib/documents/list-format";
import { ActionsMenu, type MenuAction } from "./actions-menu";
import { DealStatusButton } from "./deal-status-button";
import { documentPageActions } from "./document-actions";
import { documentApi, exportDocumentUrl, type TeamTemplateSettings } from "./document-api";
import { MoveDialog, TransferDialog, type DialogTarget, type MembersState } from "./document-dialogs";
import type { WorkspaceOption } from "./document-item";
import { ArchiveBoxIcon, CopyIcon, ExportIcon, MoveIcon, PencilIcon, SlidersIcon, TeamTemplateIcon, TemplateIcon, TransferIcon, TrashIcon, UnarchiveIcon } from "./icons";
import { documentPdfUrl, downloadPdf, PdfIcon } from "./pdf-download";
import { TemplateSettingsDialog } from "./team-template-dialogs";
import { isTitleTooLong, TitleLengthCounter } from "./title-length";

export interface DocumentHeaderProps {
  id: string;
  title: string;
  archived: boolean;
  deleted: boolean;
  /** DOCUMENT, TEMPLATE, TEAM_TEMPLATE or DOCUMENT_FROM_TEAM_TEMPLATE. */
  templateType: string;
  teamName: string;
  /** A team template's settings (meaningful for TEAM_TEMPLATE only). */
  teamTemplate: TeamTemplateSettings;
  isTheOwner: boolean;
  isTeamAdmin: boolean;
  /** Members of the workspace may duplicate a document they read; the super admin, or anyone opening a published team template, from outside may not. */
  isMember: boolean;
  /** Members of the workspace and the super admin. */
  canExport: boolean;
  /** The user's modules: "team-templates" allows making team templates. */
  modulesEnabled: string[];
  /** The document's workspace and owner, for transfer and change workspace. */
  teamId: string;
  ownerId: string;
  /** The caller's workspaces: change workspace offers the others. */
  workspaces: WorkspaceOption[];
  /** Where the document stands with its client (lib/documents/view.ts): a badge next to the title. */
  dealStatus?: DealStatusName;
}

type Busy = "rename" | "archive" | "duplicate" | "delete" | "restore" | "saveTemplate" | "makeTeamTemplate" | "useTemplate" | null;

/**
 * The document page's title and actions: the owner renames inline (Enter saves, Escape cancels),
 * archives (and goes back to the documents screen, workspace spec §4) or unarchives, deletes; every
 * member may duplicate. "More" holds export (every member), save as my template and make team
 * template (the owner) and a team template's settings (its owner and the workspace's admins); every
 * viewer of a team template may start a document from it.
 */
export function DocumentHeader({
  id,
  title: initialTitle,
  archived,
  deleted,
  templateType,
  teamName,
  teamTemplate,
  isTheOwner,
  isTeamAdmin,
  isMember,
  canExport,
  modulesEnabled,
  teamId,
  ownerId,
  workspaces,
  dealStatus = "NONE",
}: DocumentHeaderProps) {
  const t = useTranslations("documents");
  const td = useTranslations("document");
  const tt = useTranslations("teamTemplates");
  const tp = useTranslations("pdf");
  const tc = useTranslations("ui.characterCount");
  const router = useRouter();
  const errorText = useErrorMessage();
  const inputId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  // The Document tab renames too: both show the newest title (components/editor/document-title.ts).
  const { title } = useDocumentTitle(id, { title: initialTitle, version: -1 });
  useBrowserTabTitle(title);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(initialTitle);
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<Busy>(null);
  const [dialog, setDialog] = useState<"delete" | "makeTeamTemplate" | "settings" | "transfer" | "move" | null>(null);
  const [members, setMembers] = useState<MembersState>({ status: "loading" });
  const [dialogError, setDialogError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const can = documentPageActions({ templateType, deleted, isTheOwner, isTeamAdmin, isMember, canExport, modulesEnabled });

  function startEditing() {
    setDraft(title);
    setFieldError(undefined);
    setError(undefined);
    setEditing(true);
    requestAnimationFrame(() => {
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.focus();
      input?.select();
    });
  }

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = draft.trim();
    if (!trimmed) {
      setFieldError(t("errors.titleEmpty"));
      return;
    }
    if (trimmed === title) return stopEditing();
    // A title stored before the limit may be longer: it is kept until renamed, and a rename must fit.
    if (isTitleTooLong(trimmed)) {
      setFieldError(tc("tooLong", { max: DOCUMENT_TITLE_MAX }));
      return;
    }
    setBusy("rename");
    setFieldError(undefined);
    setError(undefined);
    try {
      const answer = await documentApi.rename(id, trimmed);
      publishDocumentTitle(id, { title: answer.title, version: answer.version });
      stopEditing();
    } catch (failure) {
      const problem = isApiError(failure) ? failure.fields?.find((field) => field.path === "title")?.message : undefined;
      if (problem) setFieldError(problem);
      else setError(t("errors.renameFailed", { reason: errorText(failure) }));
    } finally {
      setBusy(null);
    }
  }

  async function run(kind: Exclude<Busy, null>, action: () => Promise<void>, failure: (reason: string) => string = (reason) => reason) {
    // Menu items stay reachable while a button's action runs; one action at a time.
    if (busy) return;
    setBusy(kind);
    setError(undefined);
    setNotice(undefined);
    try {
      await action();
    } catch (problem) {
      setNotice(undefined);
      setError(failure(errorText(problem)));
      setBusy(null);
    }
  }

  const archive = () =>
    run("archive", async () => {
      await documentApi.setArchived(id, !archived);
      if (archived) {
        router.refresh();
        setBusy(null);
      } else router.push("/documents");
    });
  const duplicate = () =>
    run(
      "duplicate",
      async () => {
        const copy = await documentApi.duplicate(id);
        router.push(`/document/${copy.id}`);
      },
      (reason) => t("errors.duplicateFailed", { reason }),
    );
  const restore = () =>
    run("restore", async () => {
      await documentApi.restore(id);
      router.refresh();
      setBusy(null);
    });

  // The new template opens (it is in no list); the copy keeps the title.
  const saveAsTemplate = () =>
    run("saveTemplate", async () => {
      setNotice(t("notices.savingTemplate"));
      const template = await documentApi.saveAsTemplate(id);
      router.push(`/document/${template.id}`);
    });
  const startFromTemplate = () =>
    run("useTemplate", async () => {
      const created = await documentApi.createFromTeamTemplate(id);
      router.push(`/document/${created.id}`);
    });

  function openDialog(kind: NonNullable<typeof dialog>) {
    setDialogError(undefined);
    setNotice(undefined);
    setDialog(kind);
  }

  /** The delete and make-team-template questions: the dialog stays open, showing the error, when the call fails. */
  async function confirmed(kind: "delete" | "makeTeamTemplate", action: () => Promise<void>) {
    setBusy(kind);
    setDialogError(undefined);
    try {
      await action();
    } catch (problem) {
      setDialogError(errorText(problem));
      setBusy(null);
    }
  }

  const remove = () =>
    confirmed("delete", async () => {
      await documentApi.remove(id);
      router.push("/documents");
    });
  const makeTeamTemplate = () =>
    confirmed("makeTeamTemplate", async () => {
      await documentApi.makeTeamTemplate(id);
      setBusy(null);
      setDialog(null);
      setNotice(tt("made"));
      router.refresh();
    });

  /** The PDF is printed on the server (a few seconds the first time): a notice says so meanwhile, a refusal shows the server's reason. */
  async function downloadDocumentPdf() {
    setError(undefined);
    setNotice(tp("preparing"));
    try {
      await downloadPdf(documentPdfUrl(id));
      setNotice(undefined);
    } catch (problem) {
      setNotice(undefined);
      setError(errorText(problem));
    }
  }

  function openTransfer() {
    setMembers({ status: "loading" });
    openDialog("transfer");
    documentApi
      .members(teamId)
      .then((list) => setMembers({ status: "ready", members: list }))
      .catch((problem) => setMembers({ status: "error", message: errorText(problem) }));
  }
  const dialogTarget: DialogTarget = { id, title, teamId, teamName, ownerId };

  const menu: MenuAction[] = [];
  if (can.export) menu.push({ key: "export", label: t("menu.export"), icon: <ExportIcon />, href: exportDocumentUrl(id), download: true });
  if (!deleted) menu.push({ key: "pdf", label: tp("download"), icon: <PdfIcon />, onSelect: () => void downloadDocumentPdf() });
  if (can.saveAsTemplate) menu.push({ key: "save-template", label: t("menu.saveAsTemplate"), icon: <TemplateIcon />, onSelect: () => void saveAsTemplate() });
  if (can.manage) {
    menu.push({ key: "transfer", label: t("menu.transfer"), icon: <TransferIcon />, separated: menu.length > 0, onSelect: openTransfer });
    menu.push({ key: "move", label: t("menu.move"), icon: <MoveIcon />, onSelect: () => openDialog("move") });
  }
  if (can.makeTeamTemplate) menu.push({ key: "team-template", label: tt("makeTeamTemplate"), icon: <TeamTemplateIcon />, onSelect: () => openDialog("makeTeamTemplate") });
  if (can.templateSettings) {
    menu.push({ key: "template-settings", label: tt("settings"), icon: <SlidersIcon />, separated: menu.length > 0, onSelect: () => openDialog("settings") });
  }
  const hasActions = can.useTemplate || can.duplicate || can.manage || menu.length > 0;

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      stopEditing();
    }
  };

  return (
    <div className="flex flex-col gap-4 pb-6">
      {/* Side by side from md (768 px); the actions wrap, right-aligned, rather than squeeze the title. */}
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          {editing ? (
            <form onSubmit={rename} noValidate className="flex flex-col gap-2">
              <label htmlFor={inputId} className="sr-only">
                {td("title.label")}
              </label>
              <div className="flex flex-wrap items-center gap-2">
                <input
                  id={inputId}
                  value={draft}
                  maxLength={DOCUMENT_TITLE_MAX}
                  autoComplete="off"
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={[fieldError && `${inputId}-error`, `${inputId}-length`].filter(Boolean).join(" ")}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    if (fieldError) setFieldError(undefined);
                  }}
                  onKeyDown={onKey}
                  className={cx(
                    "h-11 min-w-0 flex-1 rounded-lg border bg-surface px-3 text-xl font-semibold tracking-tight text-ink-900 shadow-xs",
                    fieldError ? "border-danger-500" : "border-ink-300 focus:border-accent-500",
                  )}
                />
                <Button type="submit" loading={busy === "rename"}>
                  {td("title.save")}
                </Button>
                <Button variant="ghost" onClick={stopEditing} disabled={busy === "rename"}>
                  {td("title.cancel")}
                </Button>
              </div>
              <div className="flex items-start justify-between gap-3">
                <p id={`${inputId}-error`} className="text-[0.8125rem] font-medium text-danger-700">
                  {fieldError}
                </p>
                <TitleLengthCounter id={`${inputId}-length`} length={draft.length} className="shrink-0" />
              </div>
            </form>
          ) : (
            <div className="flex items-start gap-2">
              {/* Two lines at most, so the page stays in view; the whole title is in the tooltip and read out. */}
              <h1 title={title} className="line-clamp-2 min-w-0 text-2xl font-semibold tracking-tight break-words text-ink-900 sm:text-[1.75rem] sm:leading-9">
                {title}
              </h1>
              {/* The owner and admins have the Share tab with the deal panel; other members see the state only. */}
              <DealStatusButton status={dealStatus} canOpen={isTheOwner || isTeamAdmin} className="mt-1.5 sm:mt-2" />
              {isTheOwner && !deleted && (
                <button
                  ref={editButton}
                  type="button"
                  onClick={startEditing}
                  aria-label={td("title.edit")}
                  title={td("title.edit")}
                  className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-500 transition-colors hover:bg-ink-100 hover:text-ink-900"
                >
                  <PencilIcon className="size-4.5" />
                </button>
              )}
            </div>
          )}
        </div>
        {hasActions && (
          <div role="group" aria-label={td("actions.label")} className="flex flex-wrap items-center gap-2 md:max-w-[60%] md:justify-end">
            {can.useTemplate && (
              <Button size="sm" onClick={() => void startFromTemplate()} loading={busy === "useTemplate"} disabled={busy !== null && busy !== "useTemplate"} leadingIcon={<PlusIcon className="size-4" />}>
                {t("menu.useTemplate")}
              </Button>
            )}
            {can.duplicate && (
              <Button variant="secondary" size="sm" onClick={() => void duplicate()} loading={busy === "duplicate"} disabled={busy !== null && busy !== "duplicate"} leadingIcon={<CopyIcon />}>
                {t("menu.duplicate")}
              </Button>
            )}
            {can.manage && (
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void archive()}
                  loading={busy === "archive"}
                  disabled={busy !== null && busy !== "archive"}
                  leadingIcon={archived ? <UnarchiveIcon /> : <ArchiveBoxIcon />}
                >
                  {t(archived ? "menu.unarchive" : "menu.archive")}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
                  onClick={() => openDialog("delete")}
                  disabled={busy !== null}
                  leadingIcon={<TrashIcon />}
                >
                  {t("menu.delete")}
                </Button>
              </>
            )}
            {menu.length > 0 && <ActionsMenu trigger="button" label={t("menu.more")} actions={menu} />}
          </div>
        )}
      </div>
      <FormError message={error} />
      {/* Always rendered, so assistive technology already watches it when a notice arrives (empty, it takes no gap). */}
      <div role="status" aria-live="polite" aria-atomic="true" className={cx(!notice && "-mt-4")}>
        {notice && (
          <Alert tone="success" live={false}>
            {notice}
          </Alert>
        )}
      </div>
      {deleted && isTheOwner && (
        <Alert tone="warning" title={td("deleted.title")}>
          <span className="flex flex-wrap items-center justify-between gap-3">
            {td("deleted.text")}
            <Button size="sm" variant="secondary" onClick={() => void restore()} loading={busy === "restore"}>
              {td("deleted.restore")}
            </Button>
          </span>
        </Alert>
      )}
      <ConfirmDialog
        open={dialog === "delete"}
        title={t("delete.title", { title })}
        text={t("delete.text")}
        confirmLabel={t("delete.submit")}
        busy={busy === "delete"}
        error={dialog === "delete" ? dialogError : undefined}
        onConfirm={() => void remove()}
        onClose={() => setDialog(null)}
      />
      {can.makeTeamTemplate && (
        <ConfirmDialog
          open={dialog === "makeTeamTemplate"}
          tone="primary"
          title={tt("confirmTitle", { title })}
          text={tt("confirmText")}
          confirmLabel={tt("makeTeamTemplate")}
          busy={busy === "makeTeamTemplate"}
          error={dialog === "makeTeamTemplate" ? dialogError : undefined}
          onConfirm={() => void makeTeamTemplate()}
          onClose={() => setDialog(null)}
        />
      )}
      {can.manage && (
        <>
          <TransferDialog
            target={dialog === "transfer" ? dialogTarget : null}
            members={members}
            onClose={() => setDialog(null)}
            onTransferred={({ name }) => {
              setDialog(null);
              setNotice(t("notices.transferred", { title, name }));
              router.refresh(); // the document is the colleague's now: the editor turns read-only
            }}
          />
          <MoveDialog
            target={dialog === "move" ? dialogTarget : null}
            workspaces={workspaces}
            onClose={() => setDialog(null)}
            onMoved={({ teamName: workspace }) => {
              setDialog(null);
              setNotice(t("notices.moved", { title, workspace }));
              router.refresh();
            }}
          />
        </>
      )}
      {can.templateSettings && (
        <TemplateSettingsDialog
          open={dialog === "settings"}
          documentId={id}
          title={title}
          workspace={teamName}
          settings={teamTemplate}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice(tt("saved"));
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
